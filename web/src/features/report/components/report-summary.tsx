import { Award, Gauge, ListChecks, TrendingUp, UserRound } from 'lucide-react';
import type { Report } from '@ringready/core/api';
import { bandFor } from '@ringready/core/score-bands';
import { Badge } from '../../../components/ui/badge';
import { BAND_STYLES } from '../report-format';
import { EmptyNote, ReportSection } from './report-section';
import { ScoreRing } from './score-ring';
import { cn } from '../../../lib/utils';

export function OverallScoreSection({ score }: { score: number }) {
  const band = bandFor(score);
  return (
    <ReportSection title="Overall Score" icon={Gauge}>
      <div
        className={cn(
          'flex flex-col items-center gap-5 rounded-xl border border-stone-200',
          'bg-gradient-to-br from-white to-stone-50 p-5 sm:flex-row',
        )}
      >
        <ScoreRing score={score} />
        <div className="grid grid-cols-1 justify-items-center gap-2 text-center sm:justify-items-start sm:text-left">
          <p className="text-sm text-stone-600">
            Overall score:{' '}
            <span className="font-semibold text-stone-900 tabular-nums">{Math.round(score)}/100</span>
          </p>
          <p className="text-xl font-semibold text-stone-900">{band.verdict}</p>
          <span
            className={cn(
              'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium',
              BAND_STYLES[band.color].soft,
            )}
          >
            {band.name}
          </span>
        </div>
      </div>
    </ReportSection>
  );
}

export function StrengthsSection({ strengths }: { strengths: Report['strengths'] }) {
  return (
    <ReportSection title="Key Strengths" icon={Award}>
      {strengths.length === 0 ? (
        <EmptyNote>No clear strengths were found in this call yet.</EmptyNote>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {strengths.map((s, i) => (
            <li
              key={`${s.title}-${i}`}
              className="rounded-xl border border-green-200 bg-green-50/60 p-3 sm:p-4"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-stone-900">{s.title}</p>
                <Badge tone="green" className="shrink-0">
                  Score: {s.score}/10
                </Badge>
              </div>
              <p className="mt-1.5 text-sm text-stone-700">{s.description}</p>
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}

export function ImprovementsSection({ improvements }: { improvements: Report['improvements'] }) {
  return (
    <ReportSection title="Areas for Improvement" icon={TrendingUp}>
      {improvements.length === 0 ? (
        <EmptyNote>No areas for improvement were found.</EmptyNote>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {improvements.map((item, i) => (
            <li
              key={`${item.title}-${i}`}
              className="rounded-xl border border-amber-200 bg-amber-50/50 p-3 sm:p-4"
            >
              <p className="font-medium text-stone-900">{item.title}</p>
              <p className="mt-1 text-sm text-stone-700">{item.description}</p>
              <p className="mt-3 rounded-lg bg-white/80 p-2.5 text-sm text-stone-800 sm:p-3">
                <span className="font-semibold">Recommended Approach:</span> {item.recommendation}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}

export function BuyerTypeSection({ buyerType }: { buyerType: Report['buyerType'] }) {
  return (
    <ReportSection title="Buyer Type" icon={UserRound}>
      <div className="grid grid-cols-1 gap-3 rounded-xl border border-stone-200 p-4">
        <p className="text-sm text-stone-600">
          Identified type:{' '}
          <span className="text-base font-semibold text-rose-800">
            {buyerType.identified || 'Not identified'}
          </span>
        </p>
        {buyerType.evidence && (
          <div>
            <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Evidence</p>
            <p className="mt-1 text-sm text-stone-700">{buyerType.evidence}</p>
          </div>
        )}
        {buyerType.adaptationComment && (
          <div>
            <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">How to adapt</p>
            <p className="mt-1 text-sm text-stone-700">{buyerType.adaptationComment}</p>
          </div>
        )}
      </div>
    </ReportSection>
  );
}

export function NextStepsSection({ actionItems }: { actionItems: Report['actionItems'] }) {
  return (
    <ReportSection title="Recommended Next Steps" icon={ListChecks}>
      {actionItems.length === 0 ? (
        <EmptyNote>No next steps were suggested.</EmptyNote>
      ) : (
        <ol className="grid grid-cols-1 gap-2">
          {actionItems.map((item, i) => (
            <li
              key={`${i}-${item.text}`}
              className="flex gap-3 rounded-lg border border-stone-200 p-3 text-sm text-stone-800"
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center',
                  'rounded-full bg-rose-700 text-xs font-semibold text-white',
                )}
                aria-hidden
              >
                {i + 1}
              </span>
              <span>{item.text}</span>
            </li>
          ))}
        </ol>
      )}
    </ReportSection>
  );
}
