import { MessageCircleQuestion, Mic } from 'lucide-react';
import type { Report } from '@ringready/core/api';
import { clampPercent } from '../report-format';
import { ReportSection } from './report-section';

/** Gong Labs: top performers talk about 43% of the time. */
const TOP_PERFORMER_SHARE = 43;

function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

export function TalkListenSection({ ratio }: { ratio: Report['talkListenRatio'] }) {
  const you = clampPercent(ratio.salesPersonPercentage);
  const buyer = Math.round((100 - you) * 10) / 10;
  return (
    <ReportSection title="Talk/Listen Ratio" icon={Mic}>
      <div className="grid grid-cols-1 gap-3 rounded-xl border border-stone-200 p-4">
        <div className="flex items-end justify-between gap-3 text-sm">
          <p>
            <span className="block text-2xl font-semibold text-rose-800 tabular-nums">
              {formatPercent(you)}
            </span>
            <span className="text-stone-600">you talked</span>
          </p>
          <p className="text-right">
            <span className="block text-lg font-semibold text-stone-700 tabular-nums">
              {formatPercent(buyer)}
            </span>
            <span className="text-stone-600">you listened</span>
          </p>
        </div>
        <div className="relative pt-1" aria-hidden>
          <div className="flex h-3 overflow-hidden rounded-full bg-stone-300">
            <div className="h-full bg-rose-600" style={{ width: `${you}%` }} />
          </div>
          <div
            className="absolute top-0 bottom-0 w-0.5 bg-stone-900"
            style={{ left: `${TOP_PERFORMER_SHARE}%` }}
          />
        </div>
        <p className="text-xs text-stone-500">
          The black line marks {TOP_PERFORMER_SHARE}%: top performers talk less than half the time.
        </p>
        {ratio.comment && <p className="text-sm text-stone-700">{ratio.comment}</p>}
      </div>
    </ReportSection>
  );
}

const QUESTION_BARS = [
  { key: 'problemFinding', label: 'Problem Finding', color: 'bg-rose-600' },
  { key: 'criteriaFinding', label: 'Criteria Finding', color: 'bg-amber-500' },
  { key: 'clarifying', label: 'Clarifying', color: 'bg-sky-600' },
] as const;

export function QuestionAnalysisSection({ questionTypes }: { questionTypes: Report['questionTypes'] }) {
  const max = Math.max(1, ...QUESTION_BARS.map((b) => questionTypes[b.key] ?? 0));
  return (
    <ReportSection title="Question Analysis" icon={MessageCircleQuestion}>
      <div className="grid grid-cols-1 gap-3 rounded-xl border border-stone-200 p-4">
        <dl className="grid grid-cols-1 gap-2.5">
          {QUESTION_BARS.map((bar) => {
            const count = questionTypes[bar.key] ?? 0;
            return (
              <div key={bar.key} className="grid grid-cols-[8rem_1fr] items-center gap-3 text-sm">
                <dt className="text-stone-700">{bar.label}</dt>
                <dd className="flex items-center gap-3">
                  <span className="h-3 flex-1 overflow-hidden rounded-full bg-stone-100" aria-hidden>
                    <span
                      className={`block h-full rounded-full ${bar.color}`}
                      style={{ width: `${(count / max) * 100}%` }}
                    />
                  </span>
                  <span className="w-6 text-right font-semibold text-stone-900 tabular-nums">{count}</span>
                </dd>
              </div>
            );
          })}
        </dl>
        {questionTypes.comment && <p className="text-sm text-stone-700">{questionTypes.comment}</p>}
      </div>
    </ReportSection>
  );
}
