/**
 * The acts of one clause: the classifier's acts, with the rules where the language is exact. A question
 * clause carries one question kind (or is a commitment ask or a recap put as a question); named options make
 * an either-or and a time to meet makes a scheduling question whatever the classifier says; openers,
 * goodbyes, pressure lines and money said as a price are read by rules as well as by the classifier.
 */
import { SELF_ANSWERED } from '../analysis/questions.ts';
import type { ActScores } from './act-classifier.ts';
import {
  SUBJECTLESS,
  canAskCommitment,
  mentionsMeeting,
  deadlineDisowned,
  pressureKind,
  questionExtras,
  questionKinds,
  statementActs,
} from './act-rules.ts';
import { ACT_KINDS, QUESTION_ACTS, type ActKind } from './reading-types.ts';
import { demandsDecision } from './step-asks.ts';
import type { ClauseReading } from './turn-clauses.ts';
import { wordRegExp } from '../analysis/word-list.ts';
import { ASKING_OPENER_WORDS } from './reading-words.ts';

/** A classifier score at which a clause carries the act. */
export const ACT_THRESHOLD = 0.55;

const QUESTIONS = new Set<ActKind>(QUESTION_ACTS);
/** The acts a question clause may be instead of a question kind. */
const QUESTION_LIKE = new Set<ActKind>([...QUESTION_ACTS, 'commitment-ask', 'confirmation']);
/** Acts that, scored above every question kind, make a question clause something else ("how about a taco cart?"). */
const DISPLACING = new Set<ActKind>(['offer', 'rapport', 'pressure', 'brush-off', 'pitch']);
/** A question kind read in a clause not put as a question (speech without question words) must be this sure. */
const UNMARKED_QUESTION = 0.7;

/** The acts a statement clause may fall back to (a question kind needs a question's form). */
const FALLBACK_ACTS = new Set<ActKind>(
  ACT_KINDS.filter((k) => !QUESTIONS.has(k) && k !== 'answer' && k !== 'pressure'),
);
/**
 * Acts the classifier must be surer of: pressure is costly to read where there is none ("shall I order it
 * today?"), and a statement asks for a commitment less often than it promises something ("I'll email you").
 */
const STRICT: Partial<Record<ActKind, number>> = { pressure: 0.65, 'commitment-ask': 0.75, acknowledge: 0.7 };

/** The score at which a clause with no act above the threshold takes its best act. */
const FALLBACK_THRESHOLD = 0.2;

/** Acts the rules read exactly: kept even when the classifier misses them. */
const RULE_ACTS = new Set<ActKind>([
  'greeting',
  'goodbye',
  'pressure',
  'price-quote',
  'commitment-ask',
  'confirmation',
  'brush-off',
  'offer',
  'pitch',
  'rapport',
]);

function best(scores: ActScores, among: ReadonlySet<ActKind>): [ActKind, number] | undefined {
  let top: [ActKind, number] | undefined;
  for (const [kind, score] of Object.entries(scores) as Array<[ActKind, number]>)
    if (among.has(kind) && (!top || score > top[1])) top = [kind, score];
  return top;
}

/** Two times joined by "or": "saturday at eleven or saturday at two", "friday at noon or four". */
const TIME_OR_TIME = /\b(?:at|am|pm|noon|morning|afternoon|evening|\w+day)\b[^.?!]{0,30}\bor\b/i;

/** A short ultimatum, an offer put as "how about …", or a few words echoed before the reply. */
const OFFER_OPENING =
  /^(?:(?:so|and|okay|ok|well|or|oh)[,\s]+)*(?:how about|what if)\s+(?:a|an|the|some|we|i|you)\b/i;
const ASKING_OPENING = wordRegExp(
  ASKING_OPENER_WORDS,
  'i',
  String.raw`^(?:(?:so|and|okay|ok|well|oh|um)[,\s]+)*`,
  String.raw`\b`,
);

/** A question word opening the clause, after fillers: "why us?", "so what drew you to the studio?" */
const WH_ASK =
  /^(?:(?:so|and|okay|ok|well|oh|um|now)[,\s]+)*(?:what|whats|what's|how|where|who|whose|why)\b/i;
/** Wanting to hear about the couple: "I'd love to hear a bit about how you two met", "I'd like to know you both". */
const WANT_TO_HEAR = /\b(?:love|like|want|keen|curious) to (?:hear|know|learn)\b/i;

/** An open question put as a request: "tell me about …", "walk me through …", "describe …". */
const TELL_ME =
  /^(?:(?:so|and|okay|ok|well|now|first|great|lovely|perfect)[,\s]+)*(?:tell me|tell us|walk me through|talk me through|describe|share)\b/i;

const FORM_KINDS = new Set<ActKind>(['yes-no-question', 'open-question']);

/** Leave to ask a question: "can I ask …", "do you mind if I ask …". */
const ASK_LEAVE =
  /^(?:(?:so|and|okay|ok|well|oh|um)[,\s]+)*(?:can|could|may|might) i (?:just )?ask\b|\bmind if i ask\b/i;

/** A question that presses for the answer rather than asking one. */
const RHETORICAL = /^(?:(?:so|and|okay|ok|well|look|honestly|seriously|come on)[,\s]+)*(?:what|why)\b/i;

function asksNothing(clause: ClauseReading): boolean {
  const words = clause.text.split(/\s+/).length;
  if (OFFER_OPENING.test(clause.text)) return true;
  // "What makes it worth it: everything is baked from scratch …" asks and answers itself
  if (SELF_ANSWERED.test(clause.text)) return true;
  // "how about 2,900 for everything?" names a price to take, not a question
  if (
    clause.money.length > 0 &&
    /^(?:(?:so|and|okay|ok|well|or|oh)[,\s]+)*(?:how about|what about)\b/i.test(clause.text)
  )
    return true;
  const pressure = pressureKind(clause.text);
  // "what are you waiting for?", "why wait?" press rather than ask; and pressure said as a statement in speech
  // ("i only have that one saturday left") is no question whatever its opening
  if (pressure === 'ultimatum' && (words <= 6 || RHETORICAL.test(clause.text))) return true;
  if (pressure && !/\?\s*$/.test(clause.text) && !ASKING_OPENING.test(clause.text)) return true;
  // "everything else right?" checks a recap, however short
  const checks = /\b(?:right|correct|accurate)\W*$/i.test(clause.text);
  return (
    words <= 4 && clause.options.length === 0 && !clause.last && !ASKING_OPENING.test(clause.text) && !checks
  );
}

/** The seller says a recap is coming. */
const RECAP_CUE =
  /\b(?:let me (?:just )?(?:quickly )?recap|(?:quick|to) recap|recap(?:ping)? (?:real |really )?quick(?:ly)?|just to recap)\b/i;

const NO_PUSH =
  /\b(?:no|zero|without any) (?:commitment|pressure|obligation|rush|hurry)(?: (?:today|at all|whatsoever))?\b|\bnothing'?s binding\b|\btake (?:your|all the) time\b|\b(?:no need|(?:you )?(?:don'?t|do not) (?:need|have) to) (?:to )?(?:decide|commit|sign|rush|book)(?: \w+)?(?: (?:now|today|yet|right now))?\b/i;

export function clauseActs(
  clause: ClauseReading,
  scores: ActScores,
  spoken: boolean,
  useRules = true,
): ActKind[] {
  const picked = new Set<ActKind>();
  for (const [kind, score] of Object.entries(scores) as Array<[ActKind, number]>)
    if (score >= (STRICT[kind] ?? ACT_THRESHOLD) && !QUESTION_LIKE.has(kind)) picked.add(kind);
  const ruleKinds = clause.question ? questionKinds(clause.text, clause) : [];
  if (clause.question && useRules && asksNothing(clause)) {
    // an ultimatum put as a question ("are you in or out?"), an offer ("how about a taco cart?") or an echo
    // of the buyer's words before the reply ("nut traces? eh, it's usually fine") asks no question
    for (const k of statementActs(clause.text, clause, false)) if (RULE_ACTS.has(k)) picked.add(k);
  } else if (clause.question) {
    const top = best(scores, QUESTION_LIKE);
    const other = best(scores, DISPLACING);
    const exact = ruleKinds.filter((k) => k !== 'yes-no-question' && k !== 'open-question');
    if (useRules && exact.length > 0) exact.forEach((k) => picked.add(k));
    else if (other && other[1] >= ACT_THRESHOLD && (!top || other[1] > top[1])) picked.add(other[0]);
    else if (top && top[1] >= ACT_THRESHOLD / 2) {
      // "can I ask what drew you to the barn?" asks the question it introduces, no commitment
      // between a yes/no and an open question the form decides: an auxiliary opens one, a wh-word the other
      const formKind = ruleKinds.find((k) => k === 'yes-no-question' || k === 'open-question');
      // and a scheduling question names a time or a meeting ("would $4,500 work for you?" asks no time)
      // and a question opened by a question word asks it, no commitment ("Why us?")
      const formDecides =
        formKind !== undefined &&
        (FORM_KINDS.has(top[0]) ||
          (top[0] === 'commitment-ask' &&
            WH_ASK.test(clause.text) &&
            !ruleKinds.includes('commitment-ask')) ||
          (top[0] === 'scheduling-question' && !mentionsMeeting(clause.text, clause.times)));
      const kind =
        useRules && ((top[0] !== 'confirmation' && ASK_LEAVE.test(clause.text)) || formDecides)
          ? (ruleKinds.find((k) => QUESTIONS.has(k)) ?? top[0])
          : top[0];
      picked.add(kind);
      if (kind === 'commitment-ask' && ruleKinds.includes('scheduling-question'))
        picked.add('scheduling-question');
    } else if (useRules) ruleKinds.forEach((k) => picked.add(k));
    if (useRules) questionExtras(clause.text, clause.money).forEach((k) => picked.add(k));
  } else {
    const top = best(scores, QUESTION_LIKE);
    const unmarked =
      spoken && top && QUESTIONS.has(top[0]) && top[1] >= UNMARKED_QUESTION && !SUBJECTLESS.test(clause.text);
    const asks = top?.[0] !== 'commitment-ask' || !useRules || canAskCommitment(clause.text);
    if (top && asks && (unmarked || (!QUESTIONS.has(top[0]) && top[1] >= (STRICT[top[0]] ?? ACT_THRESHOLD))))
      picked.add(top[0]);
    // two times offered one or the other, in speech without a question mark ("… saturday at eleven or saturday
    // at two"), ask the buyer to pick one
    const dayOrHour = clause.times.filter((x) => x.weekday !== undefined || x.hour !== undefined);
    if (useRules && spoken && dayOrHour.length >= 2 && TIME_OR_TIME.test(clause.text))
      picked.add('scheduling-question');
    if (useRules) {
      const rules = statementActs(clause.text, clause, clause.answering);
      for (const k of rules) if (RULE_ACTS.has(k) && (k !== 'greeting' || clause.index <= 1)) picked.add(k);
      // a reply to the buyer's question answers it, unless it waves the question away or presses instead
      const waved = rules.includes('brush-off') || rules.includes('pressure');
      if (clause.answering && !waved && !picked.has('brush-off') && !picked.has('pressure'))
        picked.add('answer');
    }
  }
  // a clause says something: with no act above the threshold, its best act if the classifier leans to it at all
  if (picked.size === 0 && !clause.question) {
    const top = best(scores, FALLBACK_ACTS);
    const asks = top?.[0] !== 'commitment-ask' || !useRules || canAskCommitment(clause.text);
    if (top && asks && top[1] >= FALLBACK_THRESHOLD) picked.add(top[0]);
  }
  // "I'd love to hear how you two met" asks about the couple: rapport, no offer
  if (useRules && WANT_TO_HEAR.test(clause.text) && picked.delete('offer')) picked.add('rapport');
  // "tell me about the dinner you have in mind for October 17" asks, whatever facts it names
  if (useRules && TELL_ME.test(clause.text) && picked.has('confirmation')) {
    picked.delete('confirmation');
    picked.add('open-question');
  }
  // a price quote names a price: without money read in the clause it is something else, and a recap restates
  // an amount rather than quoting it; a price of the seller's put as a question ("would 4,500 work?", "barn at
  // 28,400 or pavilion at 24,900?") quotes it, but an amount asked about as the buyer's budget does not
  // "let me just recap real quick so august ninth … a hundred and ten guests … budget around seventy five hundred"
  // restates their facts and budget, whatever money it names
  if (useRules && RECAP_CUE.test(clause.text) && clause.times.length + clause.counts.length > 0) {
    picked.add('confirmation');
    picked.delete('pitch');
  }
  const budgetAsked = clause.question && !questionExtras(clause.text, clause.money).includes('price-quote');
  if (clause.money.length === 0 || picked.has('confirmation') || budgetAsked) picked.delete('price-quote');
  if (useRules) stepAsks(clause.text, picked);
  // a long statement no goodbye form names ("i'd rather deal with it now than have it come up later") is no
  // goodbye, whatever the classifier leans to
  if (useRules && picked.has('goodbye') && clause.text.split(/\s+/).length > 8)
    if (!statementActs(clause.text, clause, false).includes('goodbye')) picked.delete('goodbye');
  // "no commitment today", "no pressure, take your time" disclaim a push: the classifier's lean to pressure is
  // dropped unless a push is named besides
  if (useRules && picked.has('pressure') && NO_PUSH.test(clause.text))
    if (!pressureKind(clause.text.replace(new RegExp(NO_PUSH.source, 'gi'), ' '))) picked.delete('pressure');
  // "guest count can go up or down until 3 weeks out at no fee": the couple's window, no deadline on them
  if (useRules && picked.has('pressure') && deadlineDisowned(clause.text)) picked.delete('pressure');
  // one question kind per clause
  const kinds = [...picked].filter((k) => QUESTIONS.has(k));
  if (kinds.length > 1) {
    const keep = best(scores, new Set(kinds))?.[0] ?? kinds[0];
    for (const k of kinds)
      if (k !== keep && !(k === 'scheduling-question' && picked.has('commitment-ask'))) picked.delete(k);
  }
  return [...picked];
}

/**
 * The step a question asks for instead of its kind: a demand for the booking decision ("are we doing this or
 * not?", "yes or no on the date?") asks for it and presses, and is no question kind (yes and no are not options
 * to pick from).
 */
function stepAsks(text: string, picked: Set<ActKind>): void {
  if (!demandsDecision(text)) return;
  for (const k of QUESTION_ACTS) picked.delete(k);
  picked.delete('confirmation');
  picked.add('commitment-ask');
  picked.add('pressure');
}
