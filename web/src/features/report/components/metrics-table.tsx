import { BarChart3 } from 'lucide-react';
import type { Report } from '@ringready/core/api';
import { bandFor, ratioToPercentage } from '@ringready/core/score-bands';
import { BAND_STYLES } from '../report-format';
import { EmptyNote, ReportSection } from './report-section';

/** A table of Skill Area, Score ('x/y') and a Performance bar labelled with its band. */
export function MetricsTable({ metrics }: { metrics: Report['metrics'] }) {
  return (
    <ReportSection title="Detailed Performance Metrics" icon={BarChart3}>
      {metrics.length === 0 ? (
        <EmptyNote>No skill metrics for this report.</EmptyNote>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-semibold sm:px-4">
                  Skill Area
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold sm:px-4">
                  Score
                </th>
                <th scope="col" className="w-2/5 px-3 py-2.5 font-semibold sm:px-4">
                  Performance
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {metrics.map((m, i) => {
                const percent = ratioToPercentage(m.score);
                const band = bandFor(percent);
                const style = BAND_STYLES[band.color];
                return (
                  <tr key={`${m.skill}-${i}`}>
                    <th scope="row" className="px-3 py-3 font-medium text-stone-900 sm:px-4">
                      {m.skill}
                    </th>
                    <td className="px-3 py-3 whitespace-nowrap text-stone-800 tabular-nums sm:px-4">
                      {m.score}
                    </td>
                    <td className="px-3 py-3 sm:px-4">
                      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                        <div
                          className="h-2 w-full min-w-16 overflow-hidden rounded-full bg-stone-200"
                          aria-hidden
                        >
                          <div
                            className={`h-full rounded-full ${style.bar}`}
                            style={{ width: `${percent}%` }}
                          />
                        </div>
                        <span className={`text-xs font-medium whitespace-nowrap sm:w-20 ${style.text}`}>
                          {band.name}
                        </span>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </ReportSection>
  );
}
