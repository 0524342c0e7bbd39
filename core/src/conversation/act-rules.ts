/**
 * The acts of one clause read by rules: the question kind from its form (an auxiliary opens a yes/no
 * question, named options make an either-or, a time to meet makes a scheduling question), and the acts whose
 * language is fixed (greeting and goodbye openers, pressure lines, a price said as money, a recap cue).
 */
import { isQuestionSentence } from '../analysis/questions.ts';
import { opensLikeQuestion } from '../buyer-engine/spoken-text.ts';
import {
  ACKNOWLEDGE_PHRASES,
  COMMITMENT_PHRASES,
  GOODBYE_PHRASES,
  GREETING_OPENERS,
  RAPPORT_PHRASES,
  SCHEDULING_CUES,
} from './act-phrases.ts';
import {
  BRUSH_OFF_PHRASES,
  DEADLINE_PHRASES,
  SCARCITY_PHRASES,
  SOCIAL_PROOF_PHRASES,
  ULTIMATUM_PHRASES,
} from './pressure-phrases.ts';
import { CONFIRMATION_CUES, OFFER_CUES, PITCH_CUES } from './act-cues.ts';
import { phraseRegExp } from './phrase-match.ts';
import { withoutNeutralTag } from './step-asks.ts';
import { PRESSURE_FORMS, sellerPromise } from './pressure-forms.ts';
import type { ActKind, CountSlot, MoneySlot, PressureKind, TimeSlot } from './reading-types.ts';
import { wordRegExp } from '../analysis/word-list.ts';
import {
  MEETING_WORDS,
  STEP_COMMAND_LEAD,
  STEP_COMMAND_WORDS,
  THANKS_FOR_TIME_LEAD,
  THANKS_FOR_TIME_WORDS,
} from './reading-words.ts';

const GREETING = phraseRegExp(GREETING_OPENERS, true);
const GOODBYE = phraseRegExp(GOODBYE_PHRASES);
const ACKNOWLEDGE = phraseRegExp(ACKNOWLEDGE_PHRASES);
const BRUSH_OFF = phraseRegExp(BRUSH_OFF_PHRASES);
const RAPPORT = phraseRegExp(RAPPORT_PHRASES);
const COMMITMENT = phraseRegExp(COMMITMENT_PHRASES);
const SCHEDULING = phraseRegExp(SCHEDULING_CUES);
const CONFIRMATION = phraseRegExp(CONFIRMATION_CUES);
const OFFER = phraseRegExp(OFFER_CUES);
const PITCH = phraseRegExp(PITCH_CUES);
const PRESSURE: Array<[PressureKind, RegExp]> = [
  ['ultimatum', phraseRegExp(ULTIMATUM_PHRASES)],
  ['deadline', phraseRegExp(DEADLINE_PHRASES)],
  ['scarcity', phraseRegExp(SCARCITY_PHRASES)],
  ['social-proof', phraseRegExp(SOCIAL_PROOF_PHRASES)],
];

const LEAD =
  /^(?:(?:so|and|okay|ok|well|right|alright|now|then|also|great|perfect|lovely|oh|just|but)[,]?\s+)*/i;
const AUX =
  /^(?:is|isn't|are|aren't|was|were|do|does|did|don't|doesn't|have|has|had|can|could|would|will|should|shall|may|might|any)\b/i;
const TIME_ASK =
  /\b(?:work|works|suit|suits|free|available|good for|better for|okay for|ok for|convenient|too early|too late|easier)\b/i;
const WITHIN_BUDGET =
  /\b(?:in|within|inside|under|below|well under|comfortably in) (?:your|the) (?:budget|range)\b/i;
const BUDGET_ASK = /\b(?:budget|spend|range|afford|set aside|ballpark|in mind)\b/i;

/**
 * A recap put as a question: "so" and a restatement, not a new question ("so you need it by March?",
 * "so it's just you, no bridesmaids?"), or facts with a checking tag ("October 3rd, 8 hours. Correct?").
 */
// "so yeah should i email you something" and "so sound good if i …" ask; the fillers after "so" are skipped
const RECAP_FORM = new RegExp(
  String.raw`^(?:(?:okay|ok|right|alright|great|perfect|lovely|and)[,\s]+)?so,?\s+` +
    String.raw`(?:(?:yeah|yes|okay|ok|um|uh|like|anyway)[,\s]+)*` +
    String.raw`(?!(?:what|whats|what's|how|when|where|which|who|why|is|are|do|does|did|can|could|would|will|` +
    String.raw`should|have|has|shall|if|um|uh|like|tell|yeah|yes|okay|ok|anyway|sounds?|wanna|want|just so)\b)`,
  'i',
);
const RECAP_TAG =
  /[,.]\s*(?:right|correct|yes|yeah|is that right|is that correct|did i get that right)\s*\?*\s*$/i;
/** The rest of a recap checked after a fix: "Everything else right?", "and is all the rest correct?". */
const REST_CHECK =
  /^(?:(?:and|so|okay|ok)[,\s]+)*(?:is |was |does |did i get )?(?:everything|all|all the rest|the rest|anything) ?(?:else )?(?:(?:look|sound)s? )?(?:right|correct|good|accurate)\b\W*$/i;
/** A recap said in speech without a question mark: "so the twelfth of september a hundred and eighty people". */
const SPOKEN_RECAP =
  /^(?:(?:okay|ok|right|alright|and|oh)[,\s]+)*so,?\s+(?!(?:the|our|my|this|i|we|sounds?|should|shall|can|could|want|wanna)\b)/i;

/** Words that make a commitment phrase a proposal ("let's book", "shall I hold", "I'll send the contract"). */
const PROPOSAL_WORD = /\b(?:let's|let me|i'll|shall|can|could|would|want)\b/i;
const PROPOSAL_OPENING = /^(?:(?:so|okay|ok|right|well|look|now)[,\s]+)*(?:let's|let me|shall|can|could)\b/i;

/** Asks when to meet or talk: "what day can you come in?", "when's good for a call?", "when do you want the trial?" */
const MEETING_WHEN = new RegExp(
  String.raw`^(?:when|when's|whens|what (?:day|days|dates?|time|times|evening|morning)|which (?:day|date|time))\b` +
    String.raw`.*\b(?:call|chat|talk|come in|come by|pop in|come out|tour|tasting|trial|fitting|meet|meeting|visit|` +
    String.raw`consultation|appointment|reach you|phone|zoom|collect|walk-?through|catch up)\b`,
  'i',
);

const ASK_LEAVE_LEAD =
  /^(?:can|could|may|might) i (?:just )?ask(?: you)?,?\s+(?=(?:what|how|when|where|which|who|why)\b)/i;

/** Asks after the buyer's free time itself: "what's your availability like", "how's thursday looking". */
const AVAILABILITY_ASK = new RegExp(
  String.raw`\b(?:(?<!check (?:the |my |our )?)availability` +
    String.raw`(?! (?:for|on) (?:the|that|your) (?:\d|date|day))|` +
    String.raw`when(?:'?s| is| would be) (?:good|best|better|easiest|a good (?:day|time))|` +
    String.raw`(?<!\b(?:have|had|having) (?:a|the) |\b(?:now|this) (?:still )?a )` +
    String.raw`(?:good|best|better|easiest|convenient) (?:day|days|time|times|slot|evening|morning)` +
    String.raw`(?! for (?:the|your) (?:ceremony|wedding|reception))|` +
    String.raw`how soon (?:can|could) you|(?:find|grab|pick|set) a (?:time|day|slot)|` +
    String.raw`how'?s (?:your )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|` +
    String.raw`next week|this week|` +
    String.raw`the weekend|the week|your week|your diary|your calendar|your schedule)(?: \w+)? look(?:ing)?|` +
    String.raw`what (?:does|do|is|'s) your (?:week|weekend|diary|calendar|schedule|evenings?|mornings?|afternoons?)` +
    String.raw`(?: \w+){0,3} look(?:ing)?(?: like)?|` +
    String.raw`how (?:does|do|would|is|'s) (?:the )?(?:\w+ ){0,2}look(?:ing)? ` +
    String.raw`for (?:you|both of you|the two of you|you both))\b`,
  'i',
);
/** A time of the week to meet, and words that ask whether it suits: "are weekends easier for you or weekdays". */
const MEETING_TIME = new RegExp(
  String.raw`\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|` +
    String.raw`mornings?|afternoons?|evenings?|lunchtime|tomorrow|tonight|next week|this week|earlier|later|sooner|` +
    String.raw`\d{1,2}(?::\d\d)?\s?(?:am|pm))\b`,
  'i',
);
const MEETING_TIME_ASK =
  /\b(?:better|best|easier|easiest|suit|suits|work|works|free|around|available|good for you|okay for you|convenient|prefer)\b/i;
/** A meeting or call the time is for: "Tuesday at 6 or Wednesday at 7 for the call?" */
const MEETING_WORD = wordRegExp(MEETING_WORDS, 'i');
const PROPOSES =
  /^(?:(?:could|can|shall|should) (?:we|i)|would you(?: and \w+)? like to|let'?s|i'?d love to)\b/i;
/** The times of the wedding day itself, which the buyer chooses but are not a time to meet. */
const EVENT_TIME =
  /\b(?:ceremony|reception|wedding|dinner|party|first look|first dance|sunset|golden hour|service|delivery|photos)\b/i;

/**
 * Ways out of a call beyond the listed goodbyes: a parting word on its own ("cheers!", "night!"), letting the
 * buyer go, staying in touch, wishing them a good rest of the day or luck with the planning, talking again.
 */
const GOODBYE_FORM = new RegExp(
  String.raw`^(?:(?:okay|ok|alright|right|great|perfect|lovely|cool|well|so|and|oh|yeah|thanks|thank you)[,!.\s]+)*` +
    String.raw`(?:b+y+e+|buh-? ?bye|cheers|ciao|night(?: night)?|nighty night|later|laters|take it easy|` +
    String.raw`all the best|best of luck|good luck)[!.\s]*$|` +
    String.raw`\bi'?ll let you (?:go|get on|get back)\b|\b(?:i'?ll|i will|we'?ll) be in touch\b|` +
    String.raw`\b(?:talk|speak|chat) (?:to (?:you|ya) )?(?:soon|later|then|tomorrow|next week|` +
    String.raw`(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|` +
    String.raw`\bcatch (?:you|ya) (?:soon|later|then|tomorrow|next week)\b|` +
    String.raw`\bsee (?:you|ya)(?: both| two| guys)? (?:soon|then|later|tomorrow|next week|there|on the|at the)\b|` +
    String.raw`\b(?:all the best|best of luck|good luck) with (?:the|your|everything|it)\b|` +
    String.raw`\benjoy (?:the rest of )?your (?:day|evening|night|weekend|week|afternoon|morning)\b|` +
    String.raw`\bhave a (?:great|lovely|good|nice|wonderful|fantastic|brilliant|safe|fab|gorgeous) ` +
    String.raw`(?:rest of (?:the|your) )?(?:day|evening|night|weekend|week|afternoon|morning|one|trip)\b`,
  'i',
);
/** Thanks for the call said as the turn ends ("ok no worries thanks for your time"). */
const CLOSING_THANKS = wordRegExp(THANKS_FOR_TIME_WORDS, 'i', THANKS_FOR_TIME_LEAD, String.raw`\b`);

/** The pressure a clause names, if any; a deadline the seller sets on their own delivery is none. */
export function pressureKind(clause: string): PressureKind | undefined {
  const { named, said } = namedPressure(clause);
  return named && !sellerPromise(named, said) ? named : undefined;
}

/** A deadline named only as the seller's promise or the couple's own contract window: no pressure at all. */
export function deadlineDisowned(clause: string): boolean {
  const { named, said } = namedPressure(clause);
  return named !== undefined && sellerPromise(named, said);
}

function namedPressure(clause: string): { named?: PressureKind; said: string } {
  // "anything i could answer now?" offers the seller's answers, no demand for the buyer's
  const said = clause.replace(SELLER_ANSWERS, ' ');
  return { named: [...PRESSURE, ...PRESSURE_FORMS].find(([, re]) => re.test(said))?.[0], said };
}
const SELLER_ANSWERS = /\b(?:i|we) (?:can|could|'ll|will|would) (?:answer|cover|explain)(?: \w+)? now\b/gi;

export interface ClauseFacts {
  money: MoneySlot[];
  times: TimeSlot[];
  counts: CountSlot[];
  options: string[];
  /** the turn's last clause */
  last?: boolean;
}

/** In speech, an auxiliary and the seller or a third person opens a question too: "could we grab a call friday". */
const SPOKEN_AUX_SUBJECT = new RegExp(
  String.raw`^(?:(?:so|and|okay|ok|right|well|yeah|now|then|also|great|lovely|perfect|cool|oh|alright|um|uh)` +
    String.raw`[,]?\s+)*(?:can|could|shall|should|would|will|do|did|does|is|are|have|has)\s+` +
    String.raw`(?:we|i|he|she|they|mum|mom|dad|your)\b`,
  'i',
);

/**
 * In speech a statement may drop its subject ("would love to have you", "can't wait to see it", "should be
 * fine either way"): an auxiliary followed straight by a verb or adverb asks nothing.
 */
export const SUBJECTLESS = new RegExp(
  String.raw`^(?:(?:so|and|okay|ok|well|oh|yeah|um|uh|honestly|but|i mean)[,\s]+)*` +
    String.raw`(?:would|could|should|will|can|can't|cant|won't|wont|might|may|must|do|don't|dont|did|is|was|` +
    String.raw`has|have|had)\s+(?:be|been|love|like|need|want|see|get|go|make|look|work|say|wait|worry|let|` +
    String.raw`happen|help|mean|cost|come|fit|suit|depend|feel|sound|seem|stay|keep|do|definitely|probably|totally|` +
    String.raw`really|absolutely|honestly|just|also|still|never|always|not|so|too|gonna|going|got|a|easily|` +
    String.raw`hopefully|maybe|actually|basically|literally)\b`,
  'i',
);

/** "how gorgeous is that ring!", "how cool is that?": an exclamation put as a question. */
const EXCLAMATIVE = new RegExp(
  String.raw`^(?:(?:oh|wow|omg|aw+|ah|so|and|honestly|i mean)[,!\s]+)*` +
    String.raw`how (?!much|many|long|far|soon|often|big|old|early|late)` +
    String.raw`[a-z]+ (?:is|are|was|were) (?:that|this|it|they|those|these)\b`,
  'i',
);

export function isQuestionClause(clause: string, punctuated: boolean): boolean {
  if (EXCLAMATIVE.test(clause)) return false;
  if (!punctuated && SUBJECTLESS.test(clause)) return false;
  return (
    isQuestionSentence(clause, punctuated) ||
    (!punctuated && (opensLikeQuestion(clause) || SPOKEN_AUX_SUBJECT.test(clause)))
  );
}

const WH_OPENING = /^(?:what|whats|what's|how|when|where|which|who|whose|why)\b/i;
/**
 * The buyer's facts said back as a bare question, with neither a question word nor an auxiliary ("Quick recap:
 * August 9 at Cedar Ridge Lodge, 150 guests?", "the twelfth, a hundred and eighty people?"): a recap to check.
 * A date or a head count makes it one; an hour alone ("Saturday at 7?") puts a time forward instead.
 */
function verblessRecap(core: string, slots: ClauseFacts): boolean {
  const dated = slots.times.some((t) => t.month !== undefined);
  return !WH_OPENING.test(core) && slots.money.length === 0 && (dated || slots.counts.length > 0);
}

/** The question kind of a question clause, or a commitment ask or confirmation put as a question. */
const WORKS_BETTER = /\b(?:which|what) (?:one )?(?:works|would work|suits) (?:better|best)\b/i;

export function questionKinds(clause: string, slots: ClauseFacts): ActKind[] {
  // "can I ask what drew you to the barn?" is the question it introduces
  const core = clause.replace(LEAD, '').replace(ASK_LEAVE_LEAD, '');
  const kinds: ActKind[] = [];
  if (COMMITMENT.test(clause)) {
    kinds.push('commitment-ask');
    if (/^(?:which|what|when)\b/i.test(core) || SCHEDULING.test(clause)) kinds.push('scheduling-question');
    return kinds;
  }
  if (CONFIRMATION.test(clause) || RECAP_FORM.test(clause) || RECAP_TAG.test(clause) || REST_CHECK.test(core))
    return ['confirmation'];
  const timed = slots.times.some((t) => t.hour !== undefined || t.weekday !== undefined);
  // "which works better for you, A or B?" names things to choose, not times to meet
  if (slots.options.length >= 2 && !timed && WORKS_BETTER.test(clause) && !MEETING_WORD.test(clause))
    return ['either-or-question'];
  if (
    SCHEDULING.test(clause) ||
    (timed && TIME_ASK.test(clause)) ||
    MEETING_WHEN.test(core) ||
    AVAILABILITY_ASK.test(clause) ||
    (MEETING_TIME.test(clause) && !EVENT_TIME.test(clause) && MEETING_TIME_ASK.test(clause)) ||
    // a meeting at a time asked about, not proposed ("could we set up a call next week?" asks a commitment)
    (MEETING_TIME.test(clause) &&
      !EVENT_TIME.test(clause) &&
      MEETING_WORD.test(clause) &&
      !PROPOSES.test(core))
  )
    return ['scheduling-question'];
  if (slots.options.length >= 2) return ['either-or-question'];
  if (AUX.test(core)) return ['yes-no-question'];
  if (verblessRecap(core, slots)) return ['confirmation'];
  return ['open-question'];
}

/** The acts of a statement clause (not a question). */
export function statementActs(clause: string, slots: ClauseFacts, answering: boolean): ActKind[] {
  const acts: ActKind[] = [];
  if (GREETING.test(clause)) acts.push('greeting');
  if (RAPPORT.test(clause)) acts.push('rapport');
  if (ACKNOWLEDGE.test(clause) && !BRUSH_OFF.test(clause)) acts.push('acknowledge');
  if (answering) acts.push('answer');
  const facts = slots.times.length > 0 || slots.counts.length > 0;
  // "so september twelfth at the barn", "so budget's thirty k": the buyer's facts or budget said back
  const restated = (facts && slots.money.length === 0) || (slots.money.length > 0 && BUDGET_ASK.test(clause));
  // "so for 180 guests i'd recommend … that comes to 4900" proposes and prices: no recap
  const proposes = OFFER.test(clause) || /\bcomes? (?:to|out at)\b/i.test(clause);
  if (CONFIRMATION.test(clause) || (restated && SPOKEN_RECAP.test(clause) && !proposes))
    acts.push('confirmation');
  // "19,800, well inside your budget" quotes a price against the budget rather than restating it
  if (slots.money.length > 0 && (!BUDGET_ASK.test(clause) || WITHIN_BUDGET.test(clause)))
    acts.push('price-quote');
  if (OFFER.test(clause)) acts.push('offer');
  if (PITCH.test(clause)) acts.push('pitch');
  const pressure = pressureKind(clause);
  // a push to book inside pressure ("june's almost full, you should book today") is the pressure itself
  const proposal = pressure ? PROPOSAL_OPENING : PROPOSAL_WORD;
  if (COMMITMENT.test(clause) && proposal.test(clause)) acts.push('commitment-ask');
  if (pressure) acts.push('pressure');
  if (BRUSH_OFF.test(clause)) acts.push('brush-off');
  if (GOODBYE.test(clause) || GOODBYE_FORM.test(clause) || (slots.last && CLOSING_THANKS.test(clause)))
    acts.push('goodbye');
  return acts;
}

/**
 * Whether a statement clause can ask for a commitment: it proposes ("let's", "I'll", "shall", "want me to"),
 * tells the buyer to ("just book", "sign today") or names a listed step; "that's in the contract" and "it was
 * lovely to meet you" do not, whatever the classifier makes of them.
 */
export function canAskCommitment(clause: string): boolean {
  if (TELLING.test(clause)) return false;
  return PROPOSAL_WORD.test(clause) || COMMITMENT.test(clause) || IMPERATIVE_STEP.test(clause);
}
/** "let me tell you about us", "let me walk you through it": the seller will talk, the buyer is asked nothing. */
const TELLING =
  /\blet me (?:just )?(?:tell|show|explain|share|walk you through|give you|talk you through)\b/i;
const IMPERATIVE_STEP = wordRegExp(STEP_COMMAND_WORDS, 'i', STEP_COMMAND_LEAD, String.raw`\b`);

/** Whether a clause says anything of a time or a meeting: without it, a question asks no time to meet. */
export function mentionsMeeting(clause: string, times: readonly TimeSlot[]): boolean {
  return (
    times.length > 0 ||
    MEETING_TIME.test(clause) ||
    MEETING_WORD.test(clause) ||
    SCHEDULING.test(clause) ||
    AVAILABILITY_ASK.test(clause) ||
    /\b(?:when|time|day|date|free|available)\b/i.test(clause)
  );
}

/** Acts that a question clause carries besides its kind ("yes or no?" is pressure as well as a question). */
export function questionExtras(clause: string, money: readonly MoneySlot[] = []): ActKind[] {
  const acts: ActKind[] = [];
  // "would 4,500 work for you?" puts a price of the seller's to the buyer; "is 20k your budget?" asks theirs
  if (money.length > 0 && (!BUDGET_ASK.test(clause) || WITHIN_BUDGET.test(clause))) acts.push('price-quote');
  if (GREETING.test(clause)) acts.push('greeting');
  if (RAPPORT.test(clause)) acts.push('rapport');
  // "…, yes or no?" on an ordinary question asks for a clear answer; it presses only when it demands the decision
  if (pressureKind(withoutNeutralTag(clause))) acts.push('pressure');
  if (BRUSH_OFF.test(clause)) acts.push('brush-off');
  return acts;
}
