/**
 * A practice buyer who ended the call: the report says so first among its next steps, and keeps the reason
 * as an optional field, so a reader sees why the call stopped where it did.
 */
import type { CallEndReason } from '../conversation/buyer-moves.ts';
import type { AnalysisReport, BuyerEnded } from './types.ts';

const ENDED_BECAUSE: Record<CallEndReason, string> = {
  pressure:
    'The buyer ended the call after repeated pressure. Ask, listen and answer their concerns before asking ' +
    'for a decision; scarcity, deadlines and "yes or no?" cost trust.',
  abuse: 'The buyer ended the call after rude remarks. Keep a respectful tone, even with a difficult buyer.',
  pitching:
    'The buyer ended the call after a long pitch with no questions. Ask about their wedding before presenting.',
  dismissed:
    'The buyer ended the call after their worry was waved away again and again. Answer a worry with a concrete ' +
    'plan (what happens, who does it, what it costs) before moving on.',
  goodbye: 'The buyer said goodbye and ended the call.',
};
const ENDED = 'The buyer ended the call.';

/**
 * The report with the buyer's ending as `buyerEnded` and, unless it was a goodbye answered in kind, as the
 * first next step.
 */
export function withBuyerEnded(report: AnalysisReport, reason: CallEndReason | null): AnalysisReport {
  const buyerEnded: BuyerEnded = { reason, text: reason ? ENDED_BECAUSE[reason] : ENDED };
  if (reason === 'goodbye') return { ...report, buyerEnded };
  return { ...report, buyerEnded, actionItems: [{ text: buyerEnded.text }, ...report.actionItems] };
}
