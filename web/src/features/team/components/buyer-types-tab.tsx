import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { UserRound } from 'lucide-react';
import type { TeamStats } from '@ringready/core/team';
import { EmptyState } from '../../../components/empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatPointsChange, formatScore } from '../team-format';
import { TrendArrow } from './trend-arrow';

type Row = TeamStats['buyerTypePerformance'][number];

/** The chart's text alternative: every buyer type's average and trend in one sentence. */
export function buyerTypesSummary(rows: readonly Row[]): string {
  const parts = rows.map((r) => {
    const change = formatPointsChange(r.trend);
    const score = r.average === null ? 'no score yet' : formatScore(r.average);
    return `${r.name} ${score}${change ? ` (${change})` : ''}`;
  });
  return `Average score by buyer type, out of 100: ${parts.join('; ')}.`;
}

/** Buyer Types: the team's average score per buyer type as a bar chart, with each one's trend below. */
export function BuyerTypesTab({ rows }: { rows: Row[] }) {
  if (rows.length === 0 || rows.every((r) => r.sessions === 0)) {
    return (
      <EmptyState icon={UserRound} title="No sessions yet">
        Scores by buyer type appear once your team has completed practice sessions.
      </EmptyState>
    );
  }
  const data = rows.map((r) => ({ name: r.name, average: r.average }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Average score by buyer type</CardTitle>
        <CardDescription>Arrows compare this month with last month.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <div role="img" aria-label={buyerTypesSummary(rows)} className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
              <XAxis dataKey="name" tick={{ fontSize: 12, fill: '#57534e' }} interval={0} />
              <YAxis domain={[0, 100]} tick={{ fontSize: 12, fill: '#78716c' }} />
              <Tooltip
                cursor={{ fill: '#fff1f2' }}
                formatter={(value) => [`${String(value)}/100`, 'Average']}
              />
              <Bar dataKey="average" name="Average" fill="#be123c" radius={[6, 6, 0, 0]} maxBarSize={56} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <ul aria-label="Buyer types" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {rows.map((r) => (
            <li
              key={r.buyerId}
              className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 px-3 py-2"
            >
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{r.name}</span>
                <span className="text-xs text-stone-600">
                  {r.sessions} {r.sessions === 1 ? 'session' : 'sessions'}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end">
                <span className="font-semibold text-stone-900 tabular-nums">{formatScore(r.average)}</span>
                <TrendArrow change={r.trend} />
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
