/**
 * How each buyer type says things: Boss short and direct, Dreamer expansive and emotional, Analyzer asking for
 * details and numbers, Relater warm, cautious and consulting family. Wording varies through a seeded Picker.
 */
import { splitSentences } from '../analysis/text-utils.ts';
import type { BuyerId } from '../buyer-types.ts';
import type { Persona } from './persona-types.ts';
import type { Picker } from './prng.ts';

export type LineKind =
  | 'answerPrefix'
  | 'answerSuffix'
  | 'painPrefix'
  | 'deflect'
  | 'greeting'
  | 'pitchReply'
  | 'empathyReply'
  | 'notReady'
  | 'silence'
  | 'nonsense'
  | 'abuse'
  | 'hangUp'
  | 'ended'
  | 'offTopic'
  | 'aiProbe'
  | 'repeat'
  | 'agreedAlready'
  | 'askWhen';

interface Voice {
  /** chance of adding an answer prefix / suffix */
  prefixChance: number;
  suffixChance: number;
  lines: Record<LineKind, string[]>;
}

const VOICES: Record<BuyerId, Voice> = {
  boss: {
    prefixChance: 0.15,
    suffixChance: 0.15,
    lines: {
      answerPrefix: ['Sure.', 'Quick answer:'],
      answerSuffix: ['Next?', 'What else?'],
      painPrefix: ['Fine.', 'Straight up?'],
      deflect: ["Nothing I'd worry about. Next question.", "It's fine. Let's keep moving."],
      greeting: ["Yep, hi. Let's get into it.", "Hi. I'm short on time."],
      pitchReply: ['Okay. And the price?', "Everyone says that. What's the number?", 'Get to the point.'],
      empathyReply: ['Right. Exactly.', "Yeah. That's it."],
      notReady: ["Not yet. You haven't told me enough.", "Slow down. I don't know enough yet."],
      silence: ['Hello? You there?', "I don't have all day. Are you there?"],
      nonsense: ["Didn't catch that. Again?", 'What? Say that again.'],
      abuse: ["Watch it. I'm the customer here.", "Don't talk to me like that."],
      hangUp: ["We're done. Goodbye.", "I'm hanging up. Goodbye."],
      ended: ["I said we're done.", 'This call is over.'],
      offTopic: ['Not why I called. The wedding, please.', "Let's stick to the wedding. I'm busy."],
      aiProbe: [
        "What? I'm {name}. Can we talk about the wedding?",
        "I'm a busy groom, that's who. Let's stay on track.",
      ],
      repeat: ['I told you that already.', 'Already answered that.'],
      agreedAlready: ["We're set. Send the details.", 'Already agreed. Move on.'],
      askWhen: ['Fine. When exactly?', 'Maybe. Give me a day and a time.'],
    },
  },
  dreamer: {
    prefixChance: 0.85,
    suffixChance: 0.7,
    lines: {
      answerPrefix: [
        'Oh, I love that you asked!',
        'Oh my gosh, okay!',
        'Ooh, this is my favourite part!',
        'Okay, so picture this!',
      ],
      answerSuffix: [
        'I just want it to feel magical.',
        'It honestly gives me butterflies.',
        "I can't stop dreaming about it!",
        'It has to feel like us, you know?',
      ],
      painPrefix: ['Honestly?', 'Okay, can I be real with you?', 'Oh, you really get me.'],
      deflect: [
        "Oh, I'm just so excited, I haven't really thought about problems!",
        "Worries? Not really, it's all dreamy so far!",
      ],
      greeting: ["Hi! I'm so excited to talk about this!", 'Hello! Oh, this is so fun.'],
      pitchReply: [
        'Oh, that sounds lovely! But how would that feel for us?',
        'That sounds nice! Can you picture our day, though?',
        'Ooh, okay! What would that look like for us?',
      ],
      empathyReply: ['Yes! Exactly! You totally get it.', 'Oh, thank you. That means so much.'],
      notReady: [
        "Oh! It feels a bit soon. I want to feel it's right first.",
        "Wait, you don't even know our story yet!",
      ],
      silence: ['Hello? Did I lose you?', 'Are you still there? I was just getting excited!'],
      nonsense: ["Sorry, I didn't catch that at all!", 'Ha, what was that? Say it again?'],
      abuse: ["Wow. That really hurt. That's not okay.", "Oh. That's honestly so upsetting to hear."],
      hangUp: [
        "I don't feel good about this. I'm going to go. Bye.",
        "This isn't the feeling I want for my wedding. Goodbye.",
      ],
      ended: ['I already said goodbye.', "I'm sorry, I've gone."],
      offTopic: [
        "Ha! Anyway, can we talk about the wedding? I'm so excited!",
        'Oh, fun, but my head is full of wedding stuff!',
      ],
      aiProbe: [
        "What? I'm {name}! I'm just a very excited bride.",
        "Ha, no, I'm {name}. Can we get back to the flowers and the dream?",
      ],
      repeat: [
        'Oh, I think I told you! But I love talking about it.',
        'I mentioned that! But yes, still true!',
      ],
      agreedAlready: ["Yes! We're all set. I can't wait!", "We're booked in! So exciting."],
      askWhen: ['Ooh, yes! When could we do it?', 'I love that idea! What day were you thinking?'],
    },
  },
  analyzer: {
    prefixChance: 0.4,
    suffixChance: 0.8,
    lines: {
      answerPrefix: ['Good question.', 'Let me be precise.', 'Let me check my notes.'],
      answerSuffix: [
        'How many weddings like that have you done in the last 12 months?',
        'What is included in that, in hours?',
        'Can you put that in writing with the numbers?',
        'How does that compare, line by line?',
        'What is your delivery time, in weeks?',
      ],
      painPrefix: [
        'Since you ask, specifically.',
        'One data point worries me.',
        'Here is my concern, precisely.',
      ],
      deflect: [
        'I would rather see your numbers first.',
        "Nothing specific yet. I'd like your details first.",
      ],
      greeting: ['Hello. I have 3 questions prepared.', 'Hi. Thank you for making the time.'],
      pitchReply: [
        'What exactly does that include, in hours and deliverables?',
        'Can you quantify that? How many weddings, how many reviews?',
        "That's general. What are the specific numbers?",
      ],
      empathyReply: ["Correct. That's precisely the issue.", 'Yes. That is an accurate summary.'],
      notReady: [
        "I'm not ready to commit. I still have 2 open questions.",
        'Before any next step, I need the details.',
      ],
      silence: ['Hello? I think the line dropped.', 'Are you still there? I have my questions ready.'],
      nonsense: [
        "Sorry, I didn't follow that. Could you repeat it?",
        "That didn't make sense to me. Could you rephrase?",
      ],
      abuse: ["That's unprofessional. I'm noting that.", "I don't appreciate that tone."],
      hangUp: [
        "I've heard enough. I'll go with another vendor. Goodbye.",
        'This is not how I expect a vendor to behave. Goodbye.',
      ],
      ended: ['I have ended the call.', 'We are done here.'],
      offTopic: [
        "That's unrelated. Can we get back to the wedding?",
        "I'd like to stay on the agenda, please.",
      ],
      aiProbe: [
        "I'm {name}. I have a spreadsheet, not a script. Can we continue?",
        "Sorry? I'm {name}, the client. Let's continue.",
      ],
      repeat: ['I answered that already. Did you note it?', 'As I said before.'],
      agreedAlready: ["We've agreed. Please send the written summary.", 'That is already confirmed.'],
      askWhen: ['Possibly. What date and time exactly?', 'What would the exact date and duration be?'],
    },
  },
  relater: {
    prefixChance: 0.8,
    suffixChance: 0.6,
    lines: {
      answerPrefix: ['Aw, thank you for asking.', "Oh, that's kind of you to ask.", 'Sure, happy to share.'],
      answerSuffix: [
        '{third} would want to hear about that too.',
        'We just want to feel comfortable with whoever we choose.',
        "I'd want to talk it over with {third}.",
        'It means a lot to our family.',
      ],
      painPrefix: ['To be honest with you.', "I'll be honest.", "Since you're asking so kindly."],
      deflect: ["Oh, I don't want to bother you with all that.", "It's fine, really. We'll manage."],
      greeting: ["Hi! It's really nice to talk to you.", 'Hello! Thank you for making time for us.'],
      pitchReply: [
        "That's nice. I just want to know we'd feel comfortable with you.",
        'Okay. It sounds good, I just need to feel sure.',
        "That's lovely. What are other families like ours saying?",
      ],
      empathyReply: [
        'Thank you. It really helps to feel heard.',
        "Yes, that's it. Thank you for understanding.",
      ],
      notReady: [
        "Oh, I don't feel quite ready yet. I'd like to get to know you first.",
        "I'm not sure yet. I'd need to talk to {third}.",
      ],
      silence: ['Hello? Are you still there?', 'Sorry, I think I lost you?'],
      nonsense: ["I'm sorry, I didn't quite catch that.", 'Sorry, could you say that again?'],
      abuse: ["Oh. That's really hurtful.", "I don't think that was very kind."],
      hangUp: [
        "I'm sorry, I don't feel comfortable. I'm going to go now.",
        "I think we'll look elsewhere. Goodbye.",
      ],
      ended: ["I'm sorry, I've already gone.", "We've already said goodbye."],
      offTopic: [
        "Oh, ha. Sorry, I'm a bit focused on the wedding right now.",
        "That's nice. Can we talk about the wedding though?",
      ],
      aiProbe: [
        "Sorry? It's {name}. Is this a bad line?",
        "I'm {name}, calling about our wedding. Are you okay?",
      ],
      repeat: ['Oh, I think I mentioned that earlier.', 'Like I said, it was that.'],
      agreedAlready: ["Yes, we're looking forward to it.", "We're all set, thank you."],
      askWhen: [
        'That could be nice. When were you thinking?',
        'Maybe. What day would suit, so {third} can come?',
      ],
    },
  },
};

export function fillNames(text: string, persona: Persona): string {
  const third = persona.thirdParty?.name ?? persona.partner;
  return text
    .replaceAll('{name}', persona.name)
    .replaceAll('{partner}', persona.partner)
    .replaceAll('{third}', third);
}

/** Capitalises a lower-case start (e.g. "my mom" after a sentence break). */
function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function sayLine(kind: LineKind, persona: Persona, picker: Picker): string {
  return fillNames(picker.pick(VOICES[persona.buyerType].lines[kind]), persona);
}

/** Joins parts, then keeps at most `max` sentences (dropping the prefix first, then the suffix). */
export function composeReply(parts: { prefix?: string; core: string; suffix?: string }, max = 3): string {
  const count = (t?: string) => (t ? splitSentences(t).length : 0);
  let prefix = parts.prefix;
  let suffix = parts.suffix;
  if (count(prefix) + count(parts.core) + count(suffix) > max) prefix = undefined;
  if (count(parts.core) + count(suffix) > max) suffix = undefined;
  return [prefix, capitalise(parts.core), suffix].filter(Boolean).join(' ');
}

/** A factual answer in the buyer's voice. */
export function voiceAnswer(core: string, persona: Persona, picker: Picker): string {
  const voice = VOICES[persona.buyerType];
  const prefix = picker.chance(voice.prefixChance) ? sayLine('answerPrefix', persona, picker) : undefined;
  const suffix = picker.chance(voice.suffixChance) ? sayLine('answerSuffix', persona, picker) : undefined;
  return composeReply({ prefix, core, suffix });
}

/** A pain, revealed in the buyer's voice. */
export function voicePain(core: string, persona: Persona, picker: Picker): string {
  const prefix =
    persona.buyerType === 'boss' && picker.chance(0.5) ? undefined : sayLine('painPrefix', persona, picker);
  return composeReply({ prefix, core });
}
