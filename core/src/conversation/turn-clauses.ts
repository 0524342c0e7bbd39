/**
 * A turn read into clauses, each with what the exact readers found in it (money, times, counts, named options,
 * whether it is put as a question) and the classifier's features. Shared by the reader and the training
 * script, so a clause is read the same way in both.
 */
import { normaliseSpoken } from '../buyer-engine/spoken-text.ts';
import { isQuestionClause, pressureKind } from './act-rules.ts';
import { clauseFeatures } from './act-features.ts';
import { withoutNeutralTag } from './step-asks.ts';
import { splitClauses } from './clauses.ts';
import { digitise } from './number-words.ts';
import { plainQuotes } from './phrase-match.ts';
import type { CountSlot, MoneySlot, ReaderContext, TimeSlot, TurnFlags } from './reading-types.ts';
import { readCounts } from './slots-counts.ts';
import { readMoney } from './slots-money.ts';
import { readOptions } from './slots-options.ts';
import { readTimes } from './slots-time.ts';
import { readFlags, TOO_LONG } from './turn-flags.ts';

export interface ClauseReading {
  text: string;
  /** its place in the turn, from 0 */
  index: number;
  /** the turn's last clause */
  last: boolean;
  question: boolean;
  money: MoneySlot[];
  times: TimeSlot[];
  counts: CountSlot[];
  options: string[];
  /** the buyer's last words asked something and this clause opens the reply */
  answering: boolean;
  features: Record<string, number>;
}

export interface TurnClauses {
  /** the text read: the turn, cut to its first 2,000 characters */
  source: string;
  normalized: string;
  flags: TurnFlags;
  clauses: ClauseReading[];
}

/** The part of a long turn that is read: the first 2,000 characters, cut at a word. */
function readable(text: string): string {
  if (text.length <= TOO_LONG) return text;
  return text.slice(0, TOO_LONG).replace(/\s+\S*$/, '');
}

/** A buyer's last words that ask something: the salesperson's reply may answer it. */
const BUYER_ASKED =
  /\?\s*$|^(?:what|how|when|where|which|who|why|is|are|do|does|did|can|could|would|will|have|has)\b/i;

/**
 * A question opened at the start or after a colon, cut off before its question mark by the next clause ("what
 * are you most worried about with a caterer, | is it …?", "Will Alicia be on that call too, | and which email …?").
 */
const WH_CUT =
  /(?:^|:\s*)(?:what|how|when|where|which|who|why|will|would|is|are|do|does|did|can|could)\b(?:\s+[\w']+){2,}[,;]?$/i;

export function readClauses(text: string, context: ReaderContext = {}): TurnClauses {
  const source = readable(plainQuotes(text));
  const normalized = normaliseSpoken(source);
  const flags = readFlags(text, normalized);
  if (flags.empty) return { source, normalized, flags, clauses: [] };
  const punctuated = normalized.includes('?');
  const buyerAsked = BUYER_ASKED.test(context.previousBuyerText?.trim() ?? '');
  const texts = splitClauses(normalized, flags.spoken);
  const clauses = texts.map((clause, i): ClauseReading => {
    const digits = digitise(clause);
    const money = readMoney(digits);
    // money is kept out of times ("the terrace at 18,000" names no hour)
    let masked = digits.text;
    for (const [a, b] of money.spans) masked = masked.slice(0, a) + ' '.repeat(b - a) + masked.slice(b);
    const times = readTimes(masked);
    // "now or never", "in or out": pressure names no options
    const options = / or /i.test(clause) && !pressureKind(clause) ? readOptions(clause) : [];
    // in speech a short "lace or satin" is asked without a question word
    const question =
      isQuestionClause(clause, punctuated) ||
      (flags.spoken && options.length >= 2 && clause.split(' ').length <= 8) ||
      // "Before I build a menu: what are you most worried about with a caterer, is it …?" cut before its "?"
      (punctuated && WH_CUT.test(clause) && texts.slice(i + 1).some((t) => t.trim().endsWith('?')));
    const answering = buyerAsked && i <= 1;
    return {
      text: clause,
      index: i,
      last: i === texts.length - 1,
      question,
      money: money.slots,
      times,
      counts: readCounts(digits, money.spans),
      options,
      answering,
      features: clauseFeatures(withoutNeutralTag(clause), {
        money: money.slots.length > 0,
        time: times.length > 0,
        options: options.length >= 2,
        buyerAsked: answering,
        first: i === 0,
      }),
    };
  });
  return { source, normalized, flags, clauses };
}
