/**
 * What a turn's acts are, beyond the reader's label: a question about a topic or about terms rather than a
 * close, a time to meet, a bare "yes or no?".
 */
import type { DialogueAct, TimeSlot } from '../../conversation/reading-types.ts';
import type { Turn } from '../engine-turn.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { ASK_OPENER_LEAD, ASK_OPENER_WORDS } from './turn-cue-words.ts';

/** The act asks about one of the couple's topics (by the reader's reading, or the engine's own). */
export function aboutTopic(turn: Turn, act: DialogueAct): boolean {
  return Boolean(
    act.topics?.length || act.tradeTopics?.length || turn.t.topics.length || turn.t.tradeTopics.length,
  );
}

/** Words that open a question about the couple, never a close ("which of those matters most?"). */
const QUESTION_OPENERS = ['what', 'which', 'how', 'who', 'why', 'where', 'tell me'];

/** How a question about terms asks ("are you comfortable with a 30% deposit?"). */
const TERMS_QUESTIONS = [
  'comfortable with',
  'okay with',
  'ok with',
  'fine with',
  'happy with',
  'how do you feel about',
];

export function asksAboutTerms(text: string): boolean {
  return TERMS_QUESTIONS.some((w) => text.toLowerCase().includes(w));
}

/** The last clause of the text opens like a question about the couple ("… the contract: which clauses …?"). */
export function opensLikeQuestion(text: string): boolean {
  const clauses = text
    .toLowerCase()
    .split(/[.:;!?]+/)
    .map((c) => c.replace(/^[^a-z]+/, '').trim());
  const last = clauses.filter(Boolean).at(-1) ?? '';
  return QUESTION_OPENERS.some((w) => last.startsWith(`${w} `));
}

/**
 * A time to meet (a day of the week or an hour), not the wedding date, "send it tonight" or a date to sign by
 * ("signing and paying the deposit by Friday the 4th").
 */
export function meetingTime(turn: Turn, time: TimeSlot): boolean {
  const wedding = time.month === turn.truth.month && time.day === turn.truth.day;
  const text = turn.r.normalized.toLowerCase();
  const at = text.indexOf(time.text.toLowerCase());
  const deadline =
    at > 0 && /\b(?:by|until|till|before|no later than)\s+(?:the\s+)?$/.test(text.slice(0, at));
  return (
    !wedding && !deadline && !onTheDay(text, at) && (time.weekday !== undefined || time.hour !== undefined)
  );
}

/**
 * The time is of the wedding day or of the terms ("a music curfew at 11 pm", "house from around 9:30", "if you
 * cancel more than 120 days before"), said in a sentence that proposes no meeting.
 */
function onTheDay(text: string, at: number): boolean {
  if (at < 0) return false;
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf('?', at), text.lastIndexOf('!', at)) + 1;
  const ends = [text.indexOf('.', at), text.indexOf('?', at), text.indexOf('!', at)].filter((i) => i >= 0);
  const sentence = text.slice(start, ends.length ? Math.min(...ends) : text.length);
  return DAY_OF_EVENTS.test(sentence) && !MEETING_WORDS.some((w) => sentence.includes(w));
}
const DAY_OF_EVENTS =
  /\b(?:curfew|music|house|dinner|ceremony|reception|first dance|dance floor|set ?up|teardown|cancel\w*|days (?:before|out)|last song|cocktails?|speeches|toasts|sunset|golden hour|portraits|arrival|overtime)\b/;

/**
 * A question with no topic in a turn that names a time to meet ("see a slideshow Wednesday at 7 pm, or is the
 * weekend better?"), which the reader took for a yes/no or open question: a scheduling question.
 */
export function offersMeeting(turn: Turn, act: DialogueAct): boolean {
  const text = turn.r.normalized.toLowerCase();
  const meets = MEETING_WORDS.some((w) => text.includes(w));
  return meets && !act.topics?.length && turn.r.slots.times.some((x) => meetingTime(turn, x));
}

/** Words of a proposal to meet or talk ("how was your weekend?" names a day but proposes nothing). */
const MEETING_WORDS = [
  'call',
  'meet',
  'visit',
  'tour',
  'tasting',
  'walkthrough',
  'come in',
  'come by',
  'pop in',
  'consultation',
  'slideshow',
  'appointment',
  'work for',
  'works for',
  'better',
  'free',
  'available',
  'studio',
  'trial',
  'fitting',
];

export function meetingAct(turn: Turn, act: DialogueAct): DialogueAct {
  return { ...act, times: turn.r.slots.times.filter((x) => meetingTime(turn, x)) };
}

/** A question about nothing in particular ("yes or no?"), which beside pressure is the pressure itself. */
export function isBareQuestion(act: DialogueAct): boolean {
  const question = ['open-question', 'yes-no-question', 'either-or-question'].includes(act.kind);
  return question && !act.topics?.length && !act.tradeTopics?.length && (act.options?.length ?? 0) < 2;
}

/**
 * A yes/no that asks agreement to what the same turn just proposed ("… a video call with your mum. Is that
 * something you'd like?", "would that help?", "how does that sound?", "what do you say?"): it is answered as that
 * proposal.
 */
const AGREE_TO_THAT = new RegExp(
  String.raw`^(?:\W*(?:so|and|okay|ok|well|then|now|honestly)\W+)*` +
    String.raw`(?:is (?:that|this) something (?:you'?d|you would|you) (?:like|want|love|be (?:interested|up for))` +
    String.raw`|would (?:that|this|it) (?:help|be (?:helpful|useful|okay|ok|good|nice)|work(?: for you)?)` +
    String.raw`|(?:does|would) (?:that|this)(?: \w+)? (?:sound|work|suit)|how (?:does|would) (?:that|this) sound` +
    String.raw`|(?:would|do) you like (?:that|the sound of that|the idea)|sound good` +
    // "… I could hold it for you. What do you say?"
    String.raw`|what do you say|what do you think|what say you)\b`,
  'i',
);

/** The proposal of the turn that a bare "is that something you'd like?" asks about, if any. */
export function proposalAsked(turn: Turn, act: DialogueAct): DialogueAct | undefined {
  const text = act.text.replace(/[,\s—–-]*\byes or no\b[?.!]*/gi, '').trim();
  if (!AGREE_TO_THAT.test(text)) return undefined;
  const before = turn.r.acts.slice(0, turn.r.acts.indexOf(act)).reverse();
  const proposals = before.filter((a) => a.kind === 'offer' || a.kind === 'commitment-ask');
  // a step proposed anywhere before it is what is asked about ("a video call with your mum, where I play …")
  return proposals.find(proposesStep) ?? proposals[0];
}

/**
 * Help offered by what the seller will do ("would you like me to email the mood board ahead of the call?"),
 * whatever step it mentions: the buyer is asked to accept a favour, not to commit.
 */
const HELP = new RegExp(
  String.raw`\b(?:would you like me to|do you want me to|want me to|shall i|should i|can i)\s+` +
    String.raw`(?:just\s+)?(?:e-?mail|send|share|forward|text|check|ask|call your|write (?:up|down))\b`,
  'i',
);
export const offersHelp = (text: string): boolean => HELP.test(text);

/**
 * An offer to send something to look at ("should i just email you something then or", "i could send you a
 * quote or whatever", "sound good if i email you this week and you look it over"): a favour the buyer takes or
 * leaves, not a step to commit to (a contract, a deposit, a hold or a meeting in it makes it one).
 */
const SENDS = new RegExp(
  String.raw`\b(?:(?:should|shall|can|could|may) i|i(?: can| could|'ll| will|'d)|want me to|if i|let me)` +
    String.raw`(?:\s+(?:just|maybe|like|totally|go ahead and|try and|try to))*\s+` +
    String.raw`(?:send|e-?mail|text|forward|drop)\b(?:\s+[\w']+){0,4}?\s+` +
    String.raw`(?:something|a quote|the quote|a proposal|the proposal|(?:some )?galleries|a gallery|` +
    String.raw`(?:some )?info|(?:the )?details|(?:a |the )?price(?: thing| list)?|pricing|a brochure|` +
    String.raw`(?:some )?examples|it|this|that)\b`,
  'i',
);
export const offersToSend = (text: string): boolean =>
  SENDS.test(text) && !STEP_WORDS.test(text.replace(CALL_BACK, ' ')) && !/\bprint\b/i.test(text);
/** "you can just call me back whenever" leaves the next move to the buyer: no meeting proposed. */
const CALL_BACK = /\b(?:call|ring|text) (?:me|us) (?:back|whenever|any ?time|sometime)\b/gi;

/** A proposal of a next step (a meeting, a hold, a booking) rather than of help. */
export function proposesStep(act: DialogueAct): boolean {
  return STEP_WORDS.test(act.text);
}
/** Words of a next step: a meeting, a hold, a booking, the contract. */
const STEP_WORDS = wordRegExp(
  [
    'call',
    String.raw`meet\w*`,
    'visit',
    'tour',
    'tasting',
    'walk-?through',
    'come in',
    'come by',
    'pop in',
    'consultation',
    'appointment',
    'studio',
    'trial',
    'fitting',
    'hold',
    String.raw`book\w*`,
    'reserve',
    'deposit',
    String.raw`sign\w*`,
    'contract',
  ],
  'i',
);

/** How a question opens: a question word or an auxiliary, after any filler. */
const OPENS_ASK = wordRegExp(ASK_OPENER_WORDS, 'i', ASK_OPENER_LEAD, String.raw`\b`);

/**
 * A statement with a question word inside it ("four weeks is what we promise … the right package") that the
 * reader took for an open question, beside a real question in the same turn: the real one is answered.
 */
export function buriedAsk(turn: Turn, act: DialogueAct): boolean {
  if (OPENS_ASK.test(act.text) || /\?\s*$/.test(act.text)) return false;
  return turn.r.acts.some((b) => b !== act && b.kind === 'open-question' && OPENS_ASK.test(b.text));
}

/** An option that is the booking itself or putting it off: "lock it in", "think about it", "book now". */
const STEP_OPTION = new RegExp(
  String.raw`\b(?:lock(?:ing)? it in|lock in|book(?:ing)? (?:it|now|today|the date)|sign(?:ing)?|go ahead|` +
    String.raw`move forward|think(?:ing)? (?:about it|it over)|sleep on it|pencil(?:ing)?(?: \w+)? in|` +
    String.raw`put (?:you|them|it) down|hold(?:ing)? (?:it|the date)|no (?:pressure|rush|hurry|worries)|` +
    String.raw`get back to me|(?:the )?contract|deposit|(?:to )?wait|hold off|keep looking|look(?:ing)? around|` +
    String.raw`shop(?:ping)? around|(?:run|ran|talk|talked|check|checked) (?:it )?` +
    String.raw`(?:by|past|over|with) \w+)\b`,
  'i',
);

/** "Is the bigger headache the vendors or the contract?" asks which matters more, not for a step. */
const WHICH_MATTERS =
  /\b(?:bigger|biggest|worse|worst|harder|hardest|more (?:important|stressful|urgent)|headache|worry|priority)\b/i;

/** "Lock it in or think about it?": the options are the close itself or putting it off, not two things. */
export function offersStepOrDelay(options: readonly string[], text = ''): boolean {
  return STEP_OPTION.test(options.join(' ')) && !WHICH_MATTERS.test(text);
}

/** The seller talking about their own availability ("october is pretty open for me"), not the couple's facts. */
const OWN_DIARY = /\b(?:open|free|available|clear) for (?:me|us)\b|\bmy (?:calendar|diary|schedule)\b/i;

export function aboutOwnDiary(text: string): boolean {
  return !text.includes('?') && OWN_DIARY.test(text);
}

/** Put as a question: a question mark, or a question word or auxiliary first ("would you like …"). */
export function putAsQuestion(act: DialogueAct): boolean {
  return act.text.includes('?') || opensLikeQuestion(act.text) || QUESTION_START.test(act.text);
}
const QUESTION_START =
  /^(?:(?:so|and|um|uh|okay|ok|well|like|oh)[,\s]+)*(?:would|do|does|did|is|are|can|could|should|will|shall|have|has|anything|any)\b/i;
