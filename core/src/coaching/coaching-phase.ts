/**
 * In-call coaching phase (discovery, qualifying, closing or rapport), read from the last 3 messages with
 * the practice report's own detection: what those messages added to the analyzer's judgement.
 */
import { createPrefixJudge } from './prefix-judge.ts';
import type { LiveMessage, PrefixJudge } from './prefix-judge.ts';
import type { AnalysisReport } from '../analysis/types.ts';
import { pressureActs } from '../analysis/concern-replies.ts';
import { readTurn } from '../conversation/read-turn.ts';
import type { ActKind } from '../conversation/reading-types.ts';

export type CoachingPhase = 'discovery' | 'qualifying' | 'closing' | 'rapport';

export const PHASE_WINDOW = 3;
export const RAPPORT_AFTER_MESSAGES = 8;

const QUALIFYING = /\b(?:budget|price|cost)/i;
const CLOSING = /\b(?:sounds good|perfect|interested)\b/i;

function closeScore(report: AnalysisReport | null): number {
  return report?.rubric.find((a) => a.id === 'close')?.score ?? 0;
}

function priceObjections(report: AnalysisReport | null): number {
  return report?.objections.filter((o) => o.kind === 'price').length ?? 0;
}

/**
 * What the last 3 of the first `count` messages call for, or null when nothing applies, in this order:
 * closing when they raised the report's Next Step & Close score (a concrete next step proposed or accepted,
 * or a commitment asked for); qualifying when they mention budget, price or cost or raise a price
 * objection; closing when they say 'sounds good', 'perfect' or 'interested'; discovery when the
 * salesperson asked a discovery question (problem, criteria or clarifying) in them.
 */
export function phaseSignal(judge: PrefixJudge, count: number): CoachingPhase | null {
  const from = Math.max(0, count - PHASE_WINDOW);
  const now = judge.reportAfter(count);
  const before = judge.reportAfter(from);
  if (closeScore(now) > closeScore(before)) return 'closing';
  const recent = judge.messages
    .slice(from, count)
    .map((m) => m.text)
    .join(' ');
  if (QUALIFYING.test(recent) || priceObjections(now) > priceObjections(before)) return 'qualifying';
  if (CLOSING.test(recent)) return 'closing';
  const asked = now?.questions.some(
    (q) => q.type !== 'other' && q.utteranceIndex >= from && q.utteranceIndex < count,
  );
  return asked ? 'discovery' : null;
}

/**
 * The phase after the latest message: what the last 3 messages call for (the report's signal and the
 * salesperson's acts); otherwise rapport past 8 messages, and before that the phase so far (discovery at
 * the start).
 */
export function detectCoachingPhase(
  messages: readonly LiveMessage[],
  judge: PrefixJudge = createPrefixJudge(messages),
): CoachingPhase {
  const n = messages.length;
  if (n > RAPPORT_AFTER_MESSAGES) return phaseAt(judge, n) ?? 'rapport';
  let phase: CoachingPhase = 'discovery';
  for (let i = 1; i <= n; i++) phase = phaseAt(judge, i) ?? phase;
  return phase;
}

/**
 * The phase the salesperson's own acts in the last 3 of the first `count` messages put the call in (the
 * latest turn that did something): asking for a commitment or a time, or pressing for one, is closing; a
 * price or an offer is qualifying (presenting against what they need). Discovery is the report's: the
 * questions it counts.
 */
export function actPhase(messages: readonly LiveMessage[], count: number): CoachingPhase | null {
  for (let i = count - 1; i >= Math.max(0, count - PHASE_WINDOW); i--) {
    const m = messages[i]!;
    if (!m.isUser) continue;
    const reading = readTurn(m.text);
    const acts = new Set(reading.acts.map((a) => a.kind));
    if (CLOSING_ACTS.some((a) => acts.has(a))) return 'closing';
    // pressing for a decision (a deadline, scarcity, an ultimatum) is a close, however badly done: the
    // pressure the report names, not every clause the reader calls pressure
    if (pressureActs({ index: i, text: m.text, reading }).length > 0) return 'closing';
    if (PRESENTING_ACTS.some((a) => acts.has(a))) return 'qualifying';
  }
  return null;
}

const CLOSING_ACTS: ActKind[] = ['commitment-ask', 'scheduling-question'];
const PRESENTING_ACTS: ActKind[] = ['price-quote', 'offer'];

/** The report's signal and the salesperson's acts together: a close or a pitch in the acts leads. */
function phaseAt(judge: PrefixJudge, count: number): CoachingPhase | null {
  const signal = phaseSignal(judge, count);
  const acted = actPhase(judge.messages, count);
  if (signal === 'closing' || acted === null) return signal;
  return acted === 'closing' || signal !== 'qualifying' ? acted : signal;
}
