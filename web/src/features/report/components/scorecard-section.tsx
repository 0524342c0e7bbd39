import { Check, ClipboardCheck, X } from 'lucide-react';
import type { Report } from '@ringready/core/api';
import type { ReportScorecard } from '@ringready/core/team-scorecards';
import { Badge } from '../../../components/ui/badge';
import { ReportSection } from './report-section';

/** The report's team scorecard when it has one (a team member's call), else undefined. */
export function scorecardOf(report: Report): ReportScorecard | undefined {
  const card = report.scorecard as ReportScorecard | undefined;
  return card && typeof card === 'object' && Array.isArray(card.checks) ? card : undefined;
}

/**
 * "Team Scorecard": the call graded on the team's scorecard, each check passed or missed with the
 * salesperson's quotes that decided it. Texts are rendered as text, never as markup.
 */
export function ScorecardSection({ report }: { report: Report }) {
  const card = scorecardOf(report);
  if (!card) return null;
  return (
    <ReportSection title="Team Scorecard" icon={ClipboardCheck}>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 p-3">
        <span className="font-medium break-words text-stone-900">{card.name}</span>
        <span className="text-sm text-stone-700">
          {card.score}/100 · pass mark {card.passMark}
        </span>
        <Badge tone={card.passed ? 'green' : 'red'}>{card.passed ? 'Passed' : 'Not passed'}</Badge>
      </div>
      <ul aria-label="Scorecard checks" className="grid grid-cols-1 gap-2">
        {card.checks.map((check, i) => (
          <li key={`${i}-${check.label}`} className="rounded-lg border border-stone-200 p-3 text-sm">
            <span className="flex items-start gap-2">
              {check.passed ? (
                <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
              ) : (
                <X className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
              )}
              <span className="font-medium break-words text-stone-900">{check.label}</span>
              <span className="sr-only">{check.passed ? '(passed)' : '(missed)'}</span>
            </span>
            {check.evidence.length > 0 && (
              <ul className="mt-2 grid gap-1 pl-6 text-stone-700">
                {check.evidence.map((quote, j) => (
                  <li key={j} className="break-words italic">
                    “{quote}”
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
