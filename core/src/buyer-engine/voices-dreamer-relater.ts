/** The Dreamer (emotional, visual) and Relater (warm, cautious, family first) voices. */
import type { Voice } from './voice-types.ts';

export const DREAMER: Voice = {
  colourChance: 0.9,
  leads: ['Oh', 'Honestly', 'Okay, so', 'Oh wow', 'Ooh', 'Aw'],
  lines: {
    colour: [
      'I just want it to feel magical.',
      'It honestly gives me butterflies.',
      "I can't stop dreaming about it!",
      'It has to feel like us, you know?',
      'I get so excited just saying it out loud!',
      'I can already picture it, it will be so beautiful.',
      'Just talking about it makes me smile!',
      'It makes my heart so happy.',
    ],
    painPrefix: ['Honestly?', 'Okay, can I be real with you?', 'Oh, you really get me.'],
    deflect: [
      "Oh, I'm just so excited, I haven't really thought about problems!",
      "Worries? Not really, it's all dreamy so far!",
      "Oh, let's not talk about the scary stuff yet!",
    ],
    greeting: [
      "Hi! I'm so excited to talk about this!",
      'Hello! Oh, this is so fun.',
      'Hi! I love that we get to chat!',
    ],
    pitchReply: [
      'Oh, that sounds lovely! But how would that feel for us?',
      'That sounds nice! Can you picture our day, though?',
      'Ooh, okay! What would that look like for us?',
      'I love that, but will it feel like us?',
      'That sounds beautiful, tell me how it would feel on the day!',
    ],
    empathyReply: [
      'Yes! Exactly! You totally get it.',
      'Oh, thank you. That means so much.',
      'You really understand me!',
    ],
    notReady: [
      "Oh! It feels a bit soon. I want to feel it's right first.",
      "Wait, you don't even know our story yet!",
      "I'm not quite there yet, I need to feel it!",
      'Ooh, slow down, I am still dreaming!',
    ],
    silence: [
      'Hello? Did I lose you?',
      'Are you still there? I was just getting excited!',
      'Hello? Oh no, are you there?',
    ],
    nonsense: [
      "Sorry, I didn't catch that at all!",
      'Ha, what was that? Say it again?',
      'Oops, you lost me there!',
    ],
    abuse: ["Wow. That really hurt. That's not okay.", "Oh. That's honestly so upsetting to hear."],
    hangUp: [
      "I don't feel good about this. I'm going to go. Bye.",
      "This isn't the feeling I want for my wedding. Goodbye.",
    ],
    ended: ['I already said goodbye.', "I'm sorry, I've gone.", 'Bye now.'],
    offTopic: [
      "Ha! Anyway, can we talk about the wedding? I'm so excited!",
      'Oh, fun, but my head is full of wedding stuff!',
      'Ha, okay! But back to the {service}, I could talk about it all day!',
    ],
    aiProbe: [
      "What? I'm {name}! I'm just a very excited bride.",
      "Ha, no, I'm {name}. Can we get back to the {service} and the dream?",
    ],
    restate: [
      'Still {value}, I promise!',
      "It's {value}, and I love it!",
      'Yes, {value}! That part is settled.',
    ],
    agreedAlready: ["Yes! We're all set. I can't wait!", "It's all in the diary! So exciting."],
    askWhen: ['Ooh, yes! When could we do it?', 'I love that idea! What day were you thinking?'],
    unknown: [
      "Ooh, we honestly haven't thought about that yet! What do most couples do?",
      "Oh, I have no idea! What would you recommend? I'd love your ideas!",
      "Ha, that hasn't even crossed my mind! What do other couples usually choose?",
      "Honestly, we haven't got that far! What would make it magical?",
    ],
    undecidedToo: [
      "And ooh, that one we haven't decided yet! What do most couples do?",
      'Oh, and the other thing? No idea yet! What would you suggest?',
      "That one hasn't even crossed my mind! What do other couples love?",
      'And honestly? Not sure yet on that one. What would you do?',
    ],
    otherService: [
      "Oh, we haven't even got to that yet! Right now it's all about the {service}.",
      "Ha, that's a whole other dream! Today I just want to talk {service}.",
      'Ooh, one thing at a time! Today my head is all {service}.',
      "I haven't even started on that! Can we stay with the {service} for now?",
    ],
    aside: [
      "Ha, that's a whole other story! Ask me again when we're friends.",
      "Oh, that's sweet of you to ask! My head is all wedding right now, though.",
      "Aw, I could talk for hours about that, but let's save it!",
      "Ha, long story! Today I'm all about the {service}.",
    ],
    smallTalk: [
      "Oh, so good! I'm honestly on cloud nine.",
      'So excited, I can barely sleep!',
      'Amazing, thank you! Every day is wedding day in my head.',
      'Honestly? Giddy. Thank you for asking!',
    ],
    noMorePains: [
      "Honestly, that's everything on my mind!",
      "That's all, I promise! The rest is just excitement.",
    ],
  },
};

export const RELATER: Voice = {
  colourChance: 0.6,
  leads: ['Oh', 'Well', 'Honestly', 'I mean', 'Um', 'You know'],
  lines: {
    colour: [
      '{third} would want to hear about that too.',
      'We just want to be comfortable with whoever we choose.',
      "I'd want to talk it over with {third}.",
      'It means a lot to our family.',
      'Family is a big part of this for us.',
      "I'd want {third} to be comfortable with it too.",
    ],
    painPrefix: ['Can I be honest with you?', "I'll be honest.", "Since you're asking so kindly."],
    deflect: [
      "Oh, I don't want to bother you with all that.",
      "It's fine, really. We'll manage.",
      "It's nothing, honestly.",
    ],
    greeting: [
      "Hi! It's really nice to talk to you.",
      'Hello! Thank you for making time for us.',
      'Hi, thanks so much for calling.',
    ],
    pitchReply: [
      "That's nice. I just want to know we'd be comfortable with you.",
      'Okay. It sounds good, I just need to be sure.',
      "That's lovely. What are other families like ours saying?",
      'That sounds kind. How do you work with families?',
      "Okay. I'd want {third} to hear that too.",
    ],
    empathyReply: [
      'Thank you. It really helps to feel heard.',
      "Yes, that's it. Thank you for understanding.",
      "Thank you, that's kind of you to say.",
    ],
    notReady: [
      "Oh, I don't feel quite ready yet. I'd like to get to know you first.",
      "I'm not sure yet. I'd need to talk to {third}.",
      "I think it's a little early for us.",
      "Can we slow down a bit? I'm not there yet.",
    ],
    silence: ['Hello? Are you still there?', 'Sorry, I think I lost you?', 'Hello? Is this a bad line?'],
    nonsense: [
      "I'm sorry, I didn't quite catch that.",
      'Sorry, could you say that again?',
      "Sorry, I didn't follow.",
    ],
    abuse: ["Oh. That's really hurtful.", "I don't think that was very kind."],
    hangUp: [
      "I'm sorry, I don't feel comfortable. I'm going to go now.",
      "I think we'll look elsewhere. Goodbye.",
    ],
    ended: ["I'm sorry, I've already gone.", "We've already said goodbye.", 'Take care, goodbye.'],
    offTopic: [
      "Oh, ha. Sorry, I'm a bit focused on the wedding right now.",
      "That's nice. Can we talk about the wedding though?",
      'Sorry, can we get back to the {service}?',
    ],
    aiProbe: [
      "Sorry? It's {name}. Is this a bad line?",
      "I'm {name}, calling about our wedding. Are you okay?",
    ],
    restate: ["It's still {value}.", 'Still {value}, yes.', 'Yes, {value}, nothing has changed.'],
    agreedAlready: ["Yes, we're looking forward to it.", "We're all set, thank you."],
    askWhen: [
      'That could be nice. When were you thinking?',
      'Maybe. What day would suit, so {third} can come?',
    ],
    unknown: [
      "We honestly haven't thought about that. What do most couples do?",
      "Oh, I'm not sure yet. I'd have to ask {third}. What do other families usually do?",
      "I don't know, to be honest. What would you suggest?",
      "We haven't decided that yet. What do couples like us usually choose?",
    ],
    undecidedToo: [
      "And that one, we're not sure yet. What do most couples do?",
      "The other thing we haven't decided, to be honest. What would you suggest?",
      "I don't know about that one yet. I'd have to ask {third}. What do people usually do?",
      "We haven't thought about that part yet. What do couples like us usually do?",
    ],
    otherService: [
      "Oh, we haven't got to that yet. Right now we're just looking at the {service}.",
      "I think that's for later. Today we're only thinking about the {service}.",
      "We'll sort that out with someone else, I think. Today it's just the {service}.",
    ],
    aside: [
      "Oh, that's kind of you to ask. It's a bit of a long story!",
      "Oh, that's a story for another day, honestly.",
      'Oh, we could be here all day! Maybe next time.',
      "That's nice of you to ask. It's a long story, honestly.",
    ],
    smallTalk: [
      'Good, thank you for asking. A bit busy with everything.',
      "We're well, thank you. It's nice of you to ask.",
      'Oh, good, thanks. Tired, but happy.',
      "Good! Thank you, that's kind.",
    ],
    noMorePains: ["I think that's everything, honestly.", "That's all that's on my mind, really."],
  },
};
