import { BarChart3 } from 'lucide-react';
import type { TeamMember } from '@ringready/core/team';
import { EmptyState } from '../../../components/empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDate } from '../../../lib/assignment-status';
import { useMyFigures } from '../api';
import { formatPercent, formatScore, formatSignedPercent, listOrDash } from '../team-format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <dt className="text-xs font-medium text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-xl font-semibold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}

export function FiguresGrid({ figures }: { figures: TeamMember }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Total sessions" value={String(figures.totalSessions)} />
        <Figure label="Average score" value={formatScore(figures.averageScore)} />
        <Figure label="Improvement" value={formatSignedPercent(figures.improvementRate)} />
        <Figure label="Conversion rate" value={formatPercent(figures.conversionRate)} />
        <Figure label="Favorite buyer type" value={figures.favoriteAgent ?? '—'} />
        <Figure label="Last active" value={formatShortDate(figures.lastActive)} />
      </dl>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-stone-800">Strengths</dt>
          <dd className="text-stone-600">{listOrDash(figures.strengths)}</dd>
        </div>
        <div>
          <dt className="font-medium text-stone-800">Needs work</dt>
          <dd className="text-stone-600">{listOrDash(figures.needsWork)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The caller's own figures (GET /api/team/me), as a card. */
export function MyFigures() {
  const figures = useMyFigures();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your performance</CardTitle>
        <CardDescription>Your own practice figures, from your sessions and reports.</CardDescription>
      </CardHeader>
      <CardContent>
        {figures.isPending ? (
          <Spinner label="Loading your figures..." className="py-6" />
        ) : figures.isError || !figures.data ? (
          <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">
            Your figures are not available right now. Please try again later.
          </p>
        ) : figures.data.totalSessions === 0 ? (
          <EmptyState icon={BarChart3} title="No sessions yet">
            Practise with an AI buyer and your figures will appear here.
          </EmptyState>
        ) : (
          <FiguresGrid figures={figures.data} />
        )}
      </CardContent>
    </Card>
  );
}
