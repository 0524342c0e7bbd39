import { CheckCircle2, XCircle } from 'lucide-react';
import type { RubricArea } from '@ringready/core/analysis/types';
import { bandFor } from '@ringready/core/score-bands';
import { BAND_STYLES } from '../report-format';

/** The visible scorecard: each skill area's weight and score, and every check behind it with its quotes. */
export function RubricDetails({ rubric }: { rubric: RubricArea[] }) {
  const totalWeight = rubric.reduce((sum, a) => sum + a.weight, 0) || 1;
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-stone-600">
        Your overall score is the weighted average of these skill areas. Each area is scored from the checks
        below; a check passes at 60% or more.
      </p>
      {rubric.map((area) => {
        const band = bandFor(area.score);
        const style = BAND_STYLES[band.color];
        const areaWeight = Math.round((area.weight / totalWeight) * 100);
        return (
          <section
            key={area.id}
            aria-label={area.name}
            className="grid grid-cols-1 gap-3 rounded-lg border border-stone-200 p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold text-stone-900">{area.name}</h4>
              <p className="text-xs text-stone-600">
                Weight {areaWeight}% ·{' '}
                <span className={`font-semibold ${style.text}`}>{Math.round(area.score)}/100</span>
              </p>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-stone-200" aria-hidden>
              <div
                className={`h-full rounded-full ${style.bar}`}
                style={{ width: `${Math.max(0, Math.min(100, area.score))}%` }}
              />
            </div>
            <ul className="grid grid-cols-1 gap-2.5">
              {area.checks.map((check) => (
                <li key={check.id} className="flex gap-2.5">
                  {check.passed ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
                  ) : (
                    <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="text-stone-900">
                      <span className="sr-only">{check.passed ? 'Passed: ' : 'Not passed: '}</span>
                      {check.label}
                      <span className="ml-1.5 text-xs text-stone-500 tabular-nums">
                        ({Math.round(check.score * 100)}% · weight {check.weight})
                      </span>
                    </p>
                    {check.detail && <p className="text-stone-600">{check.detail}</p>}
                    {check.evidence.length > 0 && (
                      <ul className="mt-1 grid grid-cols-1 gap-1">
                        {[...new Set(check.evidence)].map((quote, i) => (
                          <li
                            key={i}
                            className="border-l-2 border-stone-200 pl-2 text-xs text-stone-600 italic"
                          >
                            “{quote}”
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
