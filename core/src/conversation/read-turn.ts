/**
 * The one reader of a salesperson turn: dialogue acts (several per turn, one or two per clause) and slots.
 * Spoken text is tidied first (fillers, stutters); exact language (money, dates, counts, named options,
 * openers and goodbyes, pressure lines) is read by parsers and rules, the rest of the acts by the trained
 * classifier (`act-classifier.ts`), clause by clause.
 */
import { normaliseSpoken } from '../buyer-engine/spoken-text.ts';
import { TOPIC_PATTERNS } from '../buyer-engine/topic-patterns.ts';
import { detectTradeTopics } from '../buyer-engine/trade-topics.ts';
import { isQuestionClause, pressureKind, questionExtras, questionKinds, statementActs } from './act-rules.ts';
import { splitClauses } from './clauses.ts';
import { digitise } from './number-words.ts';
import { plainQuotes } from './phrase-match.ts';
import { QUESTION_ACTS } from './reading-types.ts';
import type { ActKind, DialogueAct, ReaderContext, TurnReading, TurnSlots } from './reading-types.ts';
import { readCounts } from './slots-counts.ts';
import { readFacts } from './slots-facts.ts';
import { readMoney } from './slots-money.ts';
import { readNames, readItems } from './slots-names.ts';
import { readOptions } from './slots-options.ts';
import { readTimes } from './slots-time.ts';
import { readFlags, TOO_LONG } from './turn-flags.ts';

const QUESTIONS = new Set<ActKind>(QUESTION_ACTS);

/** The part of a long turn that is read: the first 2,000 characters, cut at a word. */
function readable(text: string): string {
  if (text.length <= TOO_LONG) return text;
  return text.slice(0, TOO_LONG).replace(/\s+\S*$/, '');
}

/** "Yes or no?" on its own asks nothing new: it presses for the answer. */
const BARE_ULTIMATUM = /^(?:(?:so|well|okay|come on)[,\s]+)*(?:is it |it's |so )?yes or no[?!.]*$/i;

/** A buyer's last words that ask something: the salesperson's reply may answer it. */
const BUYER_ASKED =
  /\?\s*$|^(?:what|how|when|where|which|who|why|is|are|do|does|did|can|could|would|will)\b/i;

export function readTurn(text: string, context: ReaderContext = {}): TurnReading {
  const source = readable(plainQuotes(text ?? ''));
  const normalized = normaliseSpoken(source);
  const flags = readFlags(text ?? '', normalized);
  const slots: TurnSlots = { money: [], times: [], counts: [], options: [], names: [], items: [] };
  const acts: DialogueAct[] = [];
  if (flags.empty) return { text, normalized, acts, slots, flags };
  const punctuated = normalized.includes('?');
  const buyerAsked =
    context.previousBuyerText !== undefined && BUYER_ASKED.test(context.previousBuyerText.trim());
  const clauses = splitClauses(normalized, flags.spoken);
  clauses.forEach((clause, i) => {
    const digits = digitise(clause);
    const money = readMoney(digits);
    const times = readTimes(clause);
    const counts = readCounts(digits, money.spans);
    const question = isQuestionClause(clause, punctuated);
    const options = question || / or /i.test(clause) ? readOptions(clause) : [];
    slots.money.push(...money.slots);
    slots.times.push(...times);
    slots.counts.push(...counts);
    slots.options.push(...options);
    const facts = { money: money.slots, times, options };
    const kinds = question
      ? BARE_ULTIMATUM.test(clause)
        ? (['pressure'] as ActKind[])
        : [...questionExtras(clause), ...questionKinds(clause, facts)]
      : statementActs(clause, facts, buyerAsked && i <= 1);
    for (const kind of new Set(kinds)) {
      const act: DialogueAct = { kind, text: clause, confidence: 1 };
      if (QUESTIONS.has(kind)) {
        act.topics = TOPIC_PATTERNS.filter(([, re]) => re.test(clause)).map(([t]) => t);
        act.tradeTopics = detectTradeTopics(clause);
      }
      if ((kind === 'either-or-question' || kind === 'offer') && options.length > 0) act.options = options;
      if ((kind === 'scheduling-question' || kind === 'commitment-ask') && times.length > 0)
        act.times = times;
      if (kind === 'price-quote') act.money = money.slots;
      if (kind === 'confirmation') act.facts = readFacts(clause, times, counts, money.slots);
      if (kind === 'pressure') act.pressure = pressureKind(clause) ?? 'ultimatum';
      acts.push(act);
    }
  });
  slots.names = readNames(source);
  slots.items = readItems(normalized);
  return { text, normalized, acts, slots, flags };
}
