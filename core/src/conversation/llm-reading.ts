/**
 * An LLM's reading of a salesperson turn, into the same acts and slots as the reader's (reading-types.ts):
 * the prompt asks for JSON, the answer is validated with zod, and anything invalid is refused (the caller
 * then keeps the reader's own reading). The reader's flags, normalised text and question topics stay.
 */
import { z } from 'zod';
import type { ChatMessage } from '../buyer-engine/llm-prompt.ts';
import { TOPICS, type Topic } from '../buyer-engine/persona-types.ts';
import { findTradeTopic } from '../buyer-engine/trade-topics.ts';
import {
  ACT_KINDS,
  type DialogueAct,
  type TurnReading,
  type TurnSlots,
  NO_FLAGS,
  emptySlots,
} from './reading-types.ts';

const MAX_ITEMS = 12;
const text = z.string().max(300);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_ITEMS).default([]);
const amount = z.number().finite().nonnegative().max(10_000_000);

const moneySchema = z.object({
  amount,
  max: amount.optional(),
  currency: z.enum(['USD', 'EUR', 'GBP']).nullable().default(null),
  text,
});
const timeSchema = z.object({
  text,
  month: z.number().int().min(1).max(12).optional(),
  day: z.number().int().min(1).max(31).optional(),
  year: z.number().int().min(2000).max(2100).optional(),
  weekday: z.number().int().min(0).max(6).optional(),
  hour: z.number().int().min(0).max(23).optional(),
  minute: z.number().int().min(0).max(59).optional(),
  relative: z.string().max(60).optional(),
});
const countSchema = z.object({
  value: z.number().finite().nonnegative().max(100_000),
  unit: z.string().max(30).optional(),
  text,
});
const factsSchema = z.object({
  date: timeSchema.optional(),
  guests: z.number().int().nonnegative().max(100_000).optional(),
  budget: moneySchema.optional(),
  venue: z.string().max(120).optional(),
  month: z.number().int().min(1).max(12).optional(),
});
const actSchema = z.object({
  kind: z.enum(ACT_KINDS),
  text: z.string().max(2_000).default(''),
  confidence: z.number().min(0).max(1).default(0.8),
  topics: z.array(z.string().max(40)).max(MAX_ITEMS).optional(),
  tradeTopics: z.array(z.string().max(60)).max(MAX_ITEMS).optional(),
  options: z.array(z.string().max(120)).max(MAX_ITEMS).optional(),
  times: z.array(timeSchema).max(MAX_ITEMS).optional(),
  money: z.array(moneySchema).max(MAX_ITEMS).optional(),
  facts: factsSchema.optional(),
  pressure: z.enum(['scarcity', 'deadline', 'ultimatum', 'social-proof']).optional(),
});
const slotsSchema = z.object({
  money: list(moneySchema),
  times: list(timeSchema),
  counts: list(countSchema),
  options: list(z.string().max(120)),
  names: list(z.string().max(60)),
  items: list(z.string().max(60)),
});

/** What the LLM must answer: the turn's acts, in order, and its slots. */
export const llmReadingSchema = z.object({
  acts: z.array(actSchema).min(1).max(MAX_ITEMS),
  slots: slotsSchema.default(emptySlots),
});
export type LlmReading = z.infer<typeof llmReadingSchema>;

const TOPIC_SET = new Set<string>(TOPICS);

/** Parses the LLM's JSON answer; null when it is not JSON or not the schema. */
export function parseLlmReading(answer: string): LlmReading | null {
  let json: unknown;
  try {
    json = JSON.parse(answer.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    return null;
  }
  const parsed = llmReadingSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * The LLM's acts and slots over the reader's reading of the same turn: topics the LLM did not give are taken
 * from the reader's act of the same kind; unknown topics are dropped; flags and normalised text stay the reader's.
 */
export function mergeLlmReading(base: TurnReading | null, turnText: string, llm: LlmReading): TurnReading {
  const acts: DialogueAct[] = llm.acts.map(({ topics: asked, tradeTopics: askedTrade, ...a }) => {
    const same = base?.acts.find((b) => b.kind === a.kind);
    const topics = asked?.filter((t): t is Topic => TOPIC_SET.has(t));
    const tradeTopics = askedTrade?.filter((t) => findTradeTopic(t)) as DialogueAct['tradeTopics'];
    const act: DialogueAct = { ...a, text: a.text || turnText };
    const keptTopics = topics?.length ? topics : same?.topics;
    const keptTrade = tradeTopics?.length ? tradeTopics : same?.tradeTopics;
    if (keptTopics) act.topics = keptTopics;
    if (keptTrade) act.tradeTopics = keptTrade;
    return act;
  });
  const slots: TurnSlots = llm.slots;
  return {
    text: turnText,
    normalized: base?.normalized ?? turnText,
    acts,
    slots,
    flags: base?.flags ?? { ...NO_FLAGS, tooLong: turnText.length > 2_000 },
  };
}

const SCHEMA_HELP = [
  'Answer with one JSON object: {"acts": [...], "slots": {...}}.',
  `acts: in the order said, one or more of {"kind", "text", "confidence"}; kind is one of: ${ACT_KINDS.join(', ')}.`,
  'Optional on an act: "topics" (for questions, from: ' +
    TOPICS.join(', ') +
    '), "options" (either-or ' +
    'and offers), "times" (scheduling), "money" (price quotes), "facts" (confirmations: date, guests, budget, ' +
    'venue, month), "pressure" (one of scarcity, deadline, ultimatum, social-proof).',
  'slots: {"money": [{"amount", "max"?, "currency": "USD"|"EUR"|"GBP"|null, "text"}], "times": [{"text", ' +
    '"month"?, "day"?, "hour"?, "minute"?, "weekday"?, "relative"?}], "counts": [{"value", "unit"?, "text"}], ' +
    '"options": [], "names": [], "items": []}. Amounts in whole units (4.8k is 4800).',
].join('\n');

/** The chat messages asking an LLM to read one turn (JSON mode), with the buyer's last words for context. */
export function buildReadingPrompt(turnText: string, previousBuyerText?: string): ChatMessage[] {
  const system =
    'You label what a wedding salesperson says on a sales call with a couple, as dialogue acts and slots. ' +
    'Pressure is scarcity, deadlines, ultimatums or "everyone books on the first call". A brush-off dismisses ' +
    'a concern the buyer raised. A commitment-ask asks the buyer to book, pay, sign or meet.\n' +
    SCHEMA_HELP;
  const context = previousBuyerText ? `The buyer just said: "${previousBuyerText.slice(0, 500)}"\n` : '';
  return [
    { role: 'system', content: system },
    { role: 'user', content: `${context}The salesperson says: "${turnText.slice(0, 2_000)}"` },
  ];
}
