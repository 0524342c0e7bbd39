/** The Dreamer's policy lines: emotional, visual, wants to see and feel it. */
import type { PolicyLines } from './policy-lines.ts';

export const DREAMER_LINES: PolicyLines = {
  yes: ['Yes', 'Oh, yes', 'Yes, totally'],
  no: ['No, not yet', 'Oh, no, not yet', 'Honestly, no'],
  choose: [
    'Oh, {option}! I can already picture it.',
    '{option}, for sure. It just feels right!',
    '{option}! That one gives me butterflies.',
  ],
  askThem: ["Ooh, I'm not sure! I'll ask {who}.", "Good question, I'll have to ask {who}!"],
  askDifference: [
    'Ooh, how do {option} and {other} feel different? Which one would you pick for us?',
    'I love both! What makes {option} different from {other}?',
    'Can you paint me the difference between {option} and {other}?',
  ],
  giveTime: ['{time} is perfect!', 'Yes, {time} works!', '{time}! I can make that.'],
  ownTime: ['Saturday morning would be lovely!', 'Sunday afternoon? We could make a day of it!'],
  deferTime: [
    'Let me check with {partner} and come back to you! He keeps our calendar.',
    "I'll ask {partner} tonight and come back to you tomorrow!",
    'Let me check with {partner} first, then I will message you.',
  ],
  correct: ['Oh, wait!', 'Oh, not quite!', 'Ah, small thing!', 'Oops, no!'],
  confirm: ['Yes, that is us!', "That's exactly it!", 'You got it!', 'Yes, all of that!'],
  priceRelief: [
    'Oh, {price}! That is under our {budget}. What a relief!',
    '{price}? Phew, that fits in our {budget}! What does it include?',
    'Oh, that is less than the {budget} we planned. I can breathe!',
  ],
  priceValue: [
    '{price} is right at our {budget}. Is it worth stretching for?',
    'Oh, {price} is all of our {budget}. Will it feel that special?',
    '{price}, hmm. That is our whole {budget}. What makes it magical?',
  ],
  priceStretch: [
    'Oh, {price} is {gap} over our {budget}. Is it worth stretching for?',
    "Hmm, that's {gap} more than our {budget}. What makes it so special?",
    'Our budget is {budget}, so {price} is a {gap} stretch. Will it feel that magical?',
  ],
  priceStretchAgain: [
    "I know, but it's still {gap} over our {budget}. My heart says yes, my budget says hmm.",
    "It's still {gap} more than our {budget}, though.",
  ],
  priceObjection: [
    'Oh no. {price}? We only have {budget}. That is {gap} more than we can do.',
    "That's {gap} over our {budget}. My heart just sank, honestly.",
    'Our budget is {budget}. {price} is a whole other world, {gap} away.',
  ],
  walkAway: [
    "I keep asking and it keeps getting waved away. I don't think this is the feeling I want. Bye.",
    "I'm sorry, I need someone who takes this seriously. Bye.",
  ],
  reRaise: [
    'But it really worries me. Can we talk about it properly?',
    "I hear you, but that's my big worry. What would actually happen?",
    "Please don't skip past that. It keeps me up at night.",
  ],
  pressNumber: [
    'Oh! But roughly how much would it be? {partner} will ask.',
    'Um, could you give me a rough number, though?',
  ],
  pressTime: ['Oh, but roughly how long? I get so impatient!', 'Like, a few weeks or a few months, roughly?'],
  pressYesNo: ['So… is that a yes?', "Wait, so it's a yes? I need to know!"],
  pressPlan: [
    "But what if it does happen? I'd feel so much better knowing the plan.",
    'I know, but just in case, what would you actually do?',
  ],
  pressVague: [
    "Hmm, I'm not sure I follow. What would that look like for us?",
    'Could you paint me a clearer picture?',
  ],
  pressNoted: ["Okay… I still don't really know, but okay.", "Hmm, I'll have to ask you about that again."],
  checkYes: ['Yes! That makes me feel so much better.', 'It does, thank you!', 'Yes, totally, that helps!'],
  termsAfterStep: [
    "If it feels right when we see it, yes! Let's do it then.",
    'Once we see it, I think yes!',
  ],
  noted: ['Oh, good to know!', 'Okay, love that!', 'Perfect, that helps!'],
  eased: ['Oh, what a relief!', 'Okay, that makes me feel so much better!', 'Phew. I love that.'],
  pushBack: [
    'Oh. That feels a bit rushed. I want to fall in love with it, not be hurried.',
    "Hmm, I don't love being pushed. This is our wedding.",
    'Wow, okay. That kind of takes the magic out of it.',
    "I'm not deciding like this. It has to feel right.",
  ],
  endCall: [
    "I think I'm going to go. This doesn't feel right for us. Bye.",
    "Sorry, this isn't the feeling I want for our day. Goodbye.",
    "I'm going to stop here. Take care. Bye.",
  ],
  commit: [
    'Yes! I want to see it in person first, so a visit is perfect.',
    'I love it! Send me photos of a real wedding like ours, and let us come and see it.',
    "Yes, let's do it! I just need to see it with my own eyes first.",
  ],
  goodbye: ['Bye! Thank you so much!', 'Thank you! Bye!', 'Talk soon! Bye!', 'Bye bye, thank you!'],
  goodbyeAt: ['See you {time}! Bye!', 'Yay, {time} then! Bye!'],
  goodbyeAgreed: ["Bye! I'm so excited!", 'Thank you! I can’t wait! Bye!'],
  acceptOffer: [
    'Yes, please! That would be amazing!',
    'Oh, yes! I would love that!',
    'Yes! That would help so much.',
  ],
  commitMeeting: [
    "Yes! I can't wait, that's exactly what I need.",
    'Oh yes, I would love that! It will help me picture it.',
  ],
  acceptHold: ['Yes, please hold it! That takes a worry away.', 'Oh yes, please keep it for us!'],
  deflect: ["Oh, that's a long story! Another time.", "Ha, that's a story for a glass of wine!"],
};
