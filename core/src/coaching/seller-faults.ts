/**
 * The salesperson's own faults in their latest turn, as they happen, read by the report's rules on the
 * conversation so far (`findCallFindings`, the conversation reader): pressure, brushing off the buyer's worry,
 * leaving their question unanswered, restating a fact wrongly, pitching before any discovery, and a monologue
 * (over 45 seconds, about 110 words at a speaking pace).
 */
import { findCallFindings } from '../analysis/call-findings.ts';
import { findObjections } from '../analysis/objections.ts';
import { findQuestions } from '../analysis/questions.ts';
import { countWords, truncateText } from '../analysis/text-utils.ts';
import type { Utterance } from '../analysis/types.ts';
import { readTurn } from '../conversation/read-turn.ts';
import type { RatioMessage } from './talk-ratio.ts';

export type SellerFault =
  'pressure' | 'brush-off' | 'ignored-question' | 'wrong-fact' | 'pitch-first' | 'monologue';

export interface FaultFound {
  fault: SellerFault;
  /** the salesperson's words, or the buyer's question or worry the fault is about */
  quote: string;
}

/** 45 seconds of speech at about 2.5 words a second. */
export const MONOLOGUE_WORDS = 110;
/** a pitch: a turn this long, or a price quoted, before two discovery questions */
const PITCH_WORDS = 50;
const YOU = 'You';
const BUYER = 'Buyer';

/**
 * The faults of the salesperson's latest turn in `messages` (the conversation so far, oldest first), most
 * serious first. `earlierQuestions`: the discovery questions asked before these messages.
 */
export function latestSellerFaults(messages: readonly RatioMessage[], earlierQuestions = 0): FaultFound[] {
  const at = messages.map((m) => m.isUser).lastIndexOf(true);
  if (at < 0) return [];
  const upTo = messages.slice(0, at + 1);
  const utterances: Utterance[] = upTo.map((m) => ({ speaker: m.isUser ? YOU : BUYER, text: m.text }));
  const sellers = new Set([YOU]);
  const last = upTo[at]!.text;
  const mine = truncateText(last);
  const findings = findCallFindings(utterances, sellers, findObjections(utterances, sellers));
  const out: FaultFound[] = [];
  const pressure = findings.pressure.find((p) => last.includes(p.quote.replace(/…$/, '')));
  if (pressure) out.push({ fault: 'pressure', quote: pressure.quote });
  const brushed = findings.concerns.find((c) => c.status === 'brushed-off' && c.response === mine);
  if (brushed) out.push({ fault: 'brush-off', quote: brushed.quote });
  const ignored = findings.unansweredQuestions.find((q) => q.reply === mine);
  if (ignored && !brushed) out.push({ fault: 'ignored-question', quote: ignored.quote });
  const wrong = findings.wrongFacts.find((f) => last.includes(f.said.replace(/…$/, '')));
  if (wrong) out.push({ fault: 'wrong-fact', quote: wrong.said });
  const asked =
    earlierQuestions +
    findQuestions(utterances.slice(0, at), sellers).filter((q) => q.type !== 'other').length;
  const acts = readTurn(last).acts.map((a) => a.kind);
  const asks = acts.some((a) => a.endsWith('-question') || a === 'commitment-ask');
  const pitching = countWords(last) >= PITCH_WORDS || (!asks && acts.includes('price-quote'));
  const answering =
    messages[at - 1] !== undefined && !messages[at - 1]!.isUser && /\?/.test(messages[at - 1]!.text);
  if (pitching && asked < 2 && !answering) out.push({ fault: 'pitch-first', quote: mine });
  if (countWords(last) > MONOLOGUE_WORDS) out.push({ fault: 'monologue', quote: mine });
  return out;
}
