/**
 * The conversation record: what a call has established so far, shared by the buyer, the live coach and the
 * report. Pure JSON, folded turn by turn from the reading of each salesperson turn and the buyer's decisions,
 * so a stored transcript can be replayed into the same record.
 */
import type { BuyerMove } from './buyer-moves.ts';
import type { ActKind, MoneySlot, PressureKind, RestatedFacts, TurnReading } from './reading-types.ts';
import { notThePrice } from './deposits.ts';

/** The buyer's own facts in structured form, to check a recap and size a price against. */
export interface BuyerTruth {
  /** the budget for this trade, in whole dollars */
  budget?: number;
  guests?: number;
  /** 1–12 */
  month?: number;
  day?: number;
  venue?: string;
  /** who decides (names), one truth for the whole call */
  deciders: string[];
  /** who is on the call (names) */
  onCall: string[];
}

export type Side = 'salesperson' | 'buyer';
export type FactKey = 'date' | 'month' | 'guests' | 'budget' | 'venue';

export interface StatedFact {
  key: FactKey;
  /** as said ("June", "120", "$9,000") */
  value: string;
  by: Side;
  turn: number;
  /** for the salesperson's facts: false when it contradicts the buyer's own fact */
  correct?: boolean;
  /** the buyer's fact it should have been */
  truth?: string;
}

export interface BuyerQuestion {
  /** what the buyer asked about ('price', 'process' …) */
  topic: string;
  text: string;
  turn: number;
  answered: boolean;
}

export interface QuotedPrice {
  money: MoneySlot;
  turn: number;
  /** the amount the buyer weighs it by (the top of a range) over the budget: 1.2 = 20% over */
  ratio?: number;
  /** how far over the budget the price is, in whole units (0 when under) */
  gap?: number;
}

export interface Concern {
  /** what the concern is about ('price', 'think', 'compare', 'date', or a worry's label) */
  topic: string;
  turn: number;
  status: 'open' | 'answered' | 'brushed-off';
}

export interface PressureUse {
  kind: PressureKind;
  quote: string;
  turn: number;
}

export interface CommitmentAsk {
  text: string;
  turn: number;
  /** what the buyer did with it */
  outcome?: 'given' | 'declined' | 'refused';
}

export interface ConversationRecord {
  /** salesperson turns folded so far */
  turn: number;
  facts: StatedFact[];
  buyerQuestions: BuyerQuestion[];
  prices: QuotedPrice[];
  /** options offered (either-or options and offers), in the order said, no repeats */
  options: string[];
  concerns: Concern[];
  pressure: PressureUse[];
  commitments: CommitmentAsk[];
  /** a next step the buyer agreed to */
  committed: boolean;
  goodbyes: { by: Side; turn: number }[];
  /** personal small talk the buyer deflected (at most once per call) */
  deflections: number;
  /** every move the buyer made, in order */
  moves: BuyerMove[];
}

/** A copy to fold into: new lists, and new entries where a fold changes them. */
function copyRecord(r: ConversationRecord): ConversationRecord {
  return {
    ...r,
    facts: [...r.facts],
    buyerQuestions: r.buyerQuestions.map((q) => ({ ...q })),
    prices: [...r.prices],
    options: [...r.options],
    concerns: r.concerns.map((c) => ({ ...c })),
    pressure: [...r.pressure],
    commitments: r.commitments.map((c) => ({ ...c })),
    goodbyes: [...r.goodbyes],
    moves: [...r.moves],
  };
}

export function emptyRecord(): ConversationRecord {
  return {
    turn: 0,
    facts: [],
    buyerQuestions: [],
    prices: [],
    options: [],
    concerns: [],
    pressure: [],
    commitments: [],
    committed: false,
    goodbyes: [],
    deflections: 0,
    moves: [],
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const monthName = (month: number): string => MONTHS[month - 1] ?? String(month);

export function formatAmount(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** A restated date is wrong when its month or day differs from the buyer's. */
function checkFacts(facts: RestatedFacts, truth: BuyerTruth | undefined, turn: number): StatedFact[] {
  const out: StatedFact[] = [];
  const add = (key: FactKey, value: string, right?: boolean, real?: string) =>
    out.push({
      key,
      value,
      by: 'salesperson',
      turn,
      ...(right === undefined ? {} : { correct: right }),
      ...(right === false && real !== undefined ? { truth: real } : {}),
    });
  const month = facts.date?.month ?? facts.month;
  const realDate = truth?.month ? `${monthName(truth.month)}${truth.day ? ` ${truth.day}` : ''}` : undefined;
  if (month !== undefined) {
    const day = facts.date?.day;
    const said = `${monthName(month)}${day ? ` ${day}` : ''}`;
    const right =
      truth?.month === undefined
        ? undefined
        : truth.month === month && (day === undefined || truth.day === undefined || truth.day === day);
    add(facts.date ? 'date' : 'month', said, right, realDate);
  }
  if (facts.guests !== undefined) {
    const right = truth?.guests === undefined ? undefined : closeEnough(facts.guests, truth.guests, 0.05);
    add(
      'guests',
      String(facts.guests),
      right,
      truth?.guests === undefined ? undefined : String(truth.guests),
    );
  }
  if (facts.budget) {
    const right =
      truth?.budget === undefined ? undefined : closeEnough(facts.budget.amount, truth.budget, 0.05);
    add(
      'budget',
      facts.budget.text,
      right,
      truth?.budget === undefined ? undefined : formatAmount(truth.budget),
    );
  }
  if (facts.venue) {
    const right = truth?.venue === undefined ? undefined : sameName(facts.venue, truth.venue);
    add('venue', facts.venue, right, truth?.venue);
  }
  return out;
}

/** Within a share of each other (a recap of "about 180" as 175 is not wrong). */
const closeEnough = (said: number, real: number, share: number) => Math.abs(said - real) <= real * share;

function sameName(a: string, b: string): boolean {
  const key = (x: string) =>
    x
      .toLowerCase()
      .replace(/^the\s+/, '')
      .trim();
  return key(b).includes(key(a)) || key(a).includes(key(b));
}

/** A price weighed by its top (a range "4,500 to 6,000" is weighed at 6,000) against the budget. */
export function weighPrice(money: MoneySlot, budget: number | undefined): { ratio?: number; gap?: number } {
  if (budget === undefined || budget <= 0) return {};
  const top = money.max ?? money.amount;
  return { ratio: top / budget, gap: Math.max(0, top - budget) };
}

/** Acts whose money is a price for the buyer to weigh. */
const PRICED_ACTS: readonly ActKind[] = ['price-quote', 'offer', 'either-or-question', 'commitment-ask'];

/**
 * Folds one salesperson turn: the facts restated (checked against the buyer's truth), prices quoted, options
 * offered, pressure used, commitments asked for, brush-offs of an open concern, a goodbye, and any answer to
 * the buyer's last open question.
 */
export function foldSalesTurn(
  record: ConversationRecord,
  reading: TurnReading,
  truth?: BuyerTruth,
): ConversationRecord {
  const r = copyRecord(record);
  r.turn += 1;
  const turn = r.turn;
  for (const act of reading.acts) {
    if (act.facts) r.facts.push(...checkFacts(act.facts, truth, turn));
    for (const option of act.options ?? []) if (!r.options.includes(option)) r.options.push(option);
    if (act.kind === 'pressure')
      r.pressure.push({ kind: act.pressure ?? 'ultimatum', quote: act.text, turn });
    if (act.kind === 'commitment-ask') r.commitments.push({ text: act.text, turn });
    if (act.kind === 'brush-off')
      for (const c of r.concerns) if (c.status === 'open') c.status = 'brushed-off';
    if (act.kind === 'goodbye' && !r.goodbyes.some((g) => g.by === 'salesperson'))
      r.goodbyes.push({ by: 'salesperson', turn });
  }
  const quoted = reading.acts.some((a) => PRICED_ACTS.includes(a.kind) || (a.money?.length ?? 0) > 0);
  for (const money of quoted ? reading.slots.money.filter((m) => !notThePrice(reading, m)) : [])
    r.prices.push({ money, turn, ...weighPrice(money, truth?.budget) });
  const answersPrice = r.prices.some((p) => p.turn === turn);
  for (const q of r.buyerQuestions) {
    if (q.answered) continue;
    if (q.topic === 'price' && answersPrice) q.answered = true;
    else if (q.turn === turn - 1 && reading.acts.some((a) => a.kind === 'answer')) q.answered = true;
  }
  return r;
}

/** What the buyer did in a turn, as the record keeps it. */
export interface BuyerTurnFold {
  text: string;
  moves: BuyerMove[];
  /** questions the buyer asked, with their topic */
  questions?: { topic: string; text: string }[];
  /** a concern raised, answered (by topic) */
  concernRaised?: string;
  concernAnswered?: string;
  /** facts the buyer stated, e.g. when correcting a recap */
  facts?: { key: FactKey; value: string }[];
}

/** Folds one buyer turn: its moves, questions, concerns, facts, a commitment given or refused, a goodbye. */
export function foldBuyerTurn(record: ConversationRecord, buyer: BuyerTurnFold): ConversationRecord {
  const r = copyRecord(record);
  const turn = r.turn;
  r.moves.push(...buyer.moves);
  for (const q of buyer.questions ?? []) r.buyerQuestions.push({ ...q, turn, answered: false });
  if (buyer.concernRaised && !r.concerns.some((c) => c.topic === buyer.concernRaised && c.status === 'open'))
    r.concerns.push({ topic: buyer.concernRaised, turn, status: 'open' });
  if (buyer.concernAnswered)
    for (const c of r.concerns) if (c.topic === buyer.concernAnswered) c.status = 'answered';
  for (const f of buyer.facts ?? []) r.facts.push({ ...f, by: 'buyer', turn });
  const open = r.commitments.find((c) => c.turn === turn && c.outcome === undefined);
  if (open) {
    if (buyer.moves.includes('commit')) open.outcome = 'given';
    else if (buyer.moves.includes('push-back') || buyer.moves.includes('end-call')) open.outcome = 'refused';
    else open.outcome = 'declined';
  }
  if (buyer.moves.includes('commit')) r.committed = true;
  if (buyer.moves.includes('deflect')) r.deflections += 1;
  if (buyer.moves.includes('goodbye') || buyer.moves.includes('end-call'))
    r.goodbyes.push({ by: 'buyer', turn });
  return r;
}

/** One exchange: the salesperson's turn (its reading) and the buyer's reply, folded in order. */
export function foldExchange(
  record: ConversationRecord,
  sales: TurnReading,
  buyer: BuyerTurnFold,
  truth?: BuyerTruth,
): ConversationRecord {
  return foldBuyerTurn(foldSalesTurn(record, sales, truth), buyer);
}

/** Turns that used pressure so far (two pressure lines in one turn are one push). */
export const pressureCount = (r: ConversationRecord): number => new Set(r.pressure.map((p) => p.turn)).size;

/** The salesperson's facts that contradict the buyer's and have not been corrected yet. */
export function wrongFacts(r: ConversationRecord, turn = r.turn): StatedFact[] {
  return r.facts.filter((f) => f.by === 'salesperson' && f.turn === turn && f.correct === false);
}

/** True when the buyer already asked about a topic and it was answered. */
export function wasAnswered(r: ConversationRecord, topic: string): boolean {
  if (topic === 'price' && r.prices.length > 0) return true;
  return r.buyerQuestions.some((q) => q.topic === topic && q.answered);
}
