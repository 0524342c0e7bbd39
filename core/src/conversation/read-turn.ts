/**
 * The one reader of a salesperson turn: dialogue acts (several per turn, one or two per clause) and slots.
 * Spoken text is tidied first (fillers, stutters); exact language (money, dates, counts, named options,
 * openers and goodbyes, pressure lines) is read by parsers and rules, the rest of the acts by the trained
 * classifier (`act-classifier.ts`), clause by clause.
 */
import { bareWhereWhen, TOPIC_PATTERNS } from '../buyer-engine/topic-patterns.ts';
import { detectTradeTopics } from '../buyer-engine/trade-topics.ts';
import { ActClassifier, type ReaderModel } from './act-classifier.ts';
import { pressureKind } from './act-rules.ts';
import { ACT_THRESHOLD, clauseActs } from './clause-acts.ts';
import { QUESTION_ACTS, emptySlots } from './reading-types.ts';
import type { ActKind, DialogueAct, ReaderContext, TurnReading, TurnSlots } from './reading-types.ts';
import MODEL from './reader-model.json' with { type: 'json' };
import { readFacts } from './slots-facts.ts';
import { readItems, readNames } from './slots-names.ts';
import { checksIdentity } from './step-asks.ts';
import { readOptions } from './slots-options.ts';
import { readClauses } from './turn-clauses.ts';
import { wordRegExp } from '../analysis/word-list.ts';
import { CONTACT_WORDS, PARTING_THANKS_WORDS, TIME_ASK_WORDS } from './reading-words.ts';

const QUESTIONS = new Set<ActKind>(QUESTION_ACTS);
/** Built on first use, so the training script can import the reader while the stored model is being replaced. */
let classifier: ActClassifier | undefined;

/**
 * "Yes or no?" on its own asks nothing new: it presses for the booking decision, so it asks for the commitment
 * too, unless the turn asked for it already ("So can we book it? Yes or no?").
 */
const BARE_ULTIMATUM = /^(?:(?:so|well|okay|come on)[,\s]+)*(?:is it |it's |so )?yes or no[?!.]*$/i;

/** A yes-no question that checks a fact already told ("is it …", "was it …", "… is that right?"). */
const CHECKS_FACT =
  /^(?:(?:so|and|sorry|just)[,\s]+)*(?:is|was) (?:it|that|the (?:date|wedding|count|number))\b|\b(?:is that|was it) (?:right|correct)\b|\bmix(?:ed)? (?:those|that|them|it) up\b/i;

export function readTurn(text: string, context: ReaderContext = {}): TurnReading {
  classifier ??= new ActClassifier(MODEL as ReaderModel);
  return readTurnWith(classifier, text, context);
}

/** The reader with a given classifier (the training script cross-validates with models of its own). */
export function readTurnWith(
  classifier: ActClassifier,
  text: string,
  context: ReaderContext = {},
  useRules = true,
): TurnReading {
  const turn = typeof text === 'string' ? text : '';
  const { source, normalized, flags, clauses } = readClauses(turn, context);
  const slots: TurnSlots = emptySlots();
  const acts: DialogueAct[] = [];
  for (const clause of clauses) {
    slots.money.push(...clause.money);
    slots.times.push(...clause.times);
    slots.counts.push(...clause.counts);
    slots.options.push(...clause.options);
    const scores = classifier.scores(clause.features);
    const asked = acts.some((a) => a.kind === 'commitment-ask');
    const kinds: ActKind[] = BARE_ULTIMATUM.test(clause.text)
      ? asked
        ? ['pressure']
        : ['commitment-ask', 'pressure']
      : clauseActs(clause, scores, flags.spoken, useRules);
    const asksTime = useRules && timeAskedAtEnd(clause.text, kinds);
    if (asksTime) kinds.push('scheduling-question');
    for (const kind of kinds) {
      // an act the classifier is sure of carries its score; one the rules read exactly is sure
      const score = scores[kind] ?? 0;
      const act: DialogueAct = {
        kind,
        text: clause.text,
        confidence: score >= ACT_THRESHOLD ? Math.min(1, score) : 1,
      };
      if (QUESTIONS.has(kind)) {
        act.topics = TOPIC_PATTERNS.filter(([, re]) => re.test(clause.text)).map(([t]) => t);
        // "… and where", "where is this cliff exactly", "when is it" ask the wedding's place and date
        if (act.topics.length === 0) act.topics = bareWhereWhen(clause.text);
        act.tradeTopics = detectTradeTopics(clause.text);
      }
      if ((kind === 'either-or-question' || kind === 'offer') && clause.options.length > 0)
        act.options = clause.options;
      // "saturday at eleven or saturday at two" offers times to meet: the either-or carries them
      const meeting = clause.times.filter(
        (x) => x.weekday !== undefined || (x.hour !== undefined && x.month === undefined),
      );
      if (kind === 'either-or-question' && meeting.length >= 2) act.times = meeting;
      if ((kind === 'scheduling-question' || kind === 'commitment-ask') && clause.times.length > 0)
        act.times = asksTime ? timesAsked(clause.times) : clause.times;
      if (kind === 'price-quote') act.money = clause.money;
      // "is it November 17th with 160 guests, or did I mix those up?" checks the couple's facts as a recap does
      if (kind === 'confirmation' || (kind === 'yes-no-question' && CHECKS_FACT.test(clause.text)))
        act.facts = readFacts(clause.text, clause.times, clause.counts, clause.money);
      if (kind === 'pressure') act.pressure = pressureKind(clause.text) ?? 'ultimatum';
      acts.push(act);
    }
  }
  slots.names = readNames(source);
  slots.items = readItems(normalized);
  return {
    text: turn,
    normalized,
    acts: whichOfOffered(identityInGreeting(thanksInGoodbye(thanksForContact(recapTag(acts, slots))))),
    slots,
    flags,
  };
}

/**
 * A run-on turn that ends by asking when ("… does thursday at seven work or is earlier better", "thursday at
 * seven or five thirty, which is better for you?") asks a scheduling question, whatever else its clause says.
 */
const TIME_ASK_END = wordRegExp(
  TIME_ASK_WORDS,
  'i',
  String.raw`\b`,
  String.raw`(?: for (?:you|the \w+|you (?:two|both)|you and \w+))?[?.!\s]*$`,
);

function timeAskedAtEnd(text: string, kinds: readonly ActKind[]): boolean {
  if (kinds.includes('scheduling-question') || kinds.includes('commitment-ask')) return false;
  const end = text.slice(-120);
  return (
    TIME_ASK_END.test(end) &&
    /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:at|by) \w+(?: \w+)?\b/i.test(end)
  );
}

/** The meeting times of the clause: a weekday first, then an hour ("tonight" or "a fifteen minute call" ask none). */
function timesAsked(times: TurnSlots['times']): TurnSlots['times'] {
  const days = times.filter((t) => t.weekday !== undefined);
  if (days.length > 0) return days;
  const hours = times.filter((t) => t.hour !== undefined && t.month === undefined);
  return hours.length > 0 ? hours : times;
}

/**
 * Thanks for getting in touch ("thanks so much for reaching out", "thank you for calling us") open a call: the
 * clause is a greeting, never a goodbye, whatever the classifier made of its thanks.
 */
const THANKS_FOR_CONTACT = wordRegExp(
  CONTACT_WORDS,
  'i',
  String.raw`\b(?:thanks|thank you)(?: (?:so|very) much)? (?:again )?for `,
  String.raw`\b`,
);

/**
 * Thanks followed by a question in the same turn ("Thanks for making the time. Tell me about the day …?") keep
 * the call going: they open it (a greeting, when the turn greets) or acknowledge, never say goodbye.
 */
function thanksForContact(acts: DialogueAct[]): DialogueAct[] {
  const greets = acts.some((a) => a.kind === 'greeting');
  const out: DialogueAct[] = [];
  acts.forEach((act, i) => {
    const askedAfter = acts.slice(i + 1).some((a) => QUESTION_KINDS.has(a.kind) && a.text !== act.text);
    const opening = THANKS_FOR_CONTACT.test(act.text) || (THANKS.test(act.text) && askedAfter);
    if (act.kind !== 'goodbye' || !opening) out.push(act);
    else if (!acts.some((a) => a.text === act.text && a.kind !== 'goodbye'))
      out.push({
        ...act,
        kind: greets || THANKS_FOR_CONTACT.test(act.text) ? 'greeting' : 'acknowledge',
        confidence: 1,
      });
  });
  return out;
}

/**
 * A name checked as a call opens ("Hello, is this Jordan?") is part of the greeting: it asks nothing about the
 * wedding, so it is no yes/no question when the turn greets.
 */
function identityInGreeting(acts: DialogueAct[]): DialogueAct[] {
  if (!acts.some((a) => a.kind === 'greeting')) return acts;
  return acts.filter((a) => !(a.kind === 'yes-no-question' && checksIdentity(a.text)));
}

/** Thanks said on the way out ("thanks so much, talk soon") belong to the goodbye, not an acknowledgement. */
const THANKS = wordRegExp(
  PARTING_THANKS_WORDS,
  'i',
  String.raw`^(?:(?:okay|ok|great|perfect|lovely|well|yeah|right|so|and|oh|um)[,\s]+)*`,
  String.raw`\b`,
);

function thanksInGoodbye(acts: DialogueAct[]): DialogueAct[] {
  if (!acts.some((a) => a.kind === 'goodbye')) return acts;
  return acts.filter((a) => !((a.kind === 'acknowledge' || a.kind === 'greeting') && THANKS.test(a.text)));
}

/** A tag on its own after a statement ("… 8 hours. Correct?", "… Sound right?") asks to confirm it: one recap. */
const RECAP_TAG = new RegExp(
  String.raw`^(?:(?:so|and|okay|ok)[,\s]+)*(?:is that |thats |that's |have i got that |` +
    String.raw`(?:does )?(?:that )?sounds? (?=right\b)|` +
    String.raw`(?:that's|thats) (?:pretty much |about )?(?:it|everything|all of it),? )?` +
    String.raw`(?:right|correct|yeah|yes|got it|ok|okay)[?!.\s]*$`,
  'i',
);
const QUESTION_KINDS = new Set<ActKind>(QUESTION_ACTS);

function recapTag(acts: DialogueAct[], slots: TurnSlots): DialogueAct[] {
  const tag = acts.findIndex((a, i) => i > 0 && RECAP_TAG.test(a.text));
  if (tag < 0) return acts;
  const tagText = acts[tag]!.text;
  const before = acts.filter((a, i) => i < tag && a.text !== tagText);
  const statement = before[before.length - 1];
  if (
    !statement ||
    before.some(
      (a) => a.text === statement.text && (QUESTION_KINDS.has(a.kind) || a.kind === 'commitment-ask'),
    )
  )
    return acts;
  const rest = acts.filter((a) => a.text !== tagText);
  if (!rest.some((a) => a.kind === 'confirmation'))
    rest.splice(rest.indexOf(statement) + 1, 0, {
      kind: 'confirmation',
      text: statement.text,
      confidence: 1,
      facts: readFacts(statement.text, slots.times, slots.counts, slots.money),
    });
  return rest.filter(
    (a) => !(a.text === statement.text && (a.kind === 'greeting' || a.kind === 'acknowledge')),
  );
}

/** "Which sounds more like you?", "which one?" asked after the options were named in the clause before. */
const WHICH = /^(?:(?:so|and|okay|ok|well|now)[,\s]+)*which\b/i;

/**
 * A "which …?" asked right after options were named ("Essentials at $3,200 or Signature at $3,800. Which
 * sounds more like you?") asks to choose between them: an either-or with those options.
 */
function whichOfOffered(acts: DialogueAct[]): DialogueAct[] {
  return acts.map((act, i) => {
    if (act.kind !== 'open-question' || !WHICH.test(act.text) || act.options?.length) return act;
    const named = acts
      .slice(0, i)
      .reverse()
      .find((a) => (a.options?.length ?? 0) >= 2 || /\bor\b/i.test(a.text));
    const said = acts.slice(0, i);
    const options = named?.options?.length
      ? named.options
      : named
        ? readOptions(named.text)
        : numberedOptions(said.map((a) => a.text).join(' '));
    if (options.length < 2) return act;
    const money = named?.money ?? said.flatMap((a) => a.money ?? []);
    return { ...act, kind: 'either-or-question', options, ...(money.length ? { money } : {}) };
  });
}

/** Options said by number ("option one is … option two is …"), in the order said. */
function numberedOptions(text: string): string[] {
  const labels = [...text.matchAll(/\boption (one|two|three|a|b|c|[123])\b/gi)].map(
    (m) => `option ${m[1]!.toLowerCase()}`,
  );
  return [...new Set(labels)].length >= 2 ? [...new Set(labels)] : [];
}
