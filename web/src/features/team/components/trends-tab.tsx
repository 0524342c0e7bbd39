import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { TrendingUp } from 'lucide-react';
import type { TeamStats } from '@ringready/core/team';
import { EmptyState } from '../../../components/empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatScore, monthLabel } from '../team-format';

type Month = TeamStats['monthlyTrends'][number];

export function trendsSummary(months: readonly Month[]): string {
  const parts = months.map(
    (m) =>
      `${monthLabel(m.month)}: ${m.sessionCount} ${m.sessionCount === 1 ? 'session' : 'sessions'}, ` +
      `average ${formatScore(m.avgScore)}`,
  );
  return `Monthly team trend, oldest first. ${parts.join('; ')}.`;
}

/** Trends: sessions per month as bars and the average score as a line, the last six months. */
export function TrendsTab({ months }: { months: Month[] }) {
  if (months.length === 0 || months.every((m) => m.sessionCount === 0)) {
    return (
      <EmptyState icon={TrendingUp} title="No sessions yet">
        Monthly trends appear once your team has completed sessions.
      </EmptyState>
    );
  }
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Monthly trends</CardTitle>
        <CardDescription>Sessions per month and the team's average score, last six months.</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="img" aria-label={trendsSummary(months)} className="h-72 w-full">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 288 }}>
            <ComposedChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
              <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#57534e' }} />
              <YAxis yAxisId="score" domain={[0, 100]} tick={{ fontSize: 11, fill: '#78716c' }} />
              <YAxis
                yAxisId="count"
                orientation="right"
                allowDecimals={false}
                tick={{ fontSize: 11, fill: '#78716c' }}
              />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                yAxisId="count"
                dataKey="sessionCount"
                name="Sessions"
                fill="#fecdd3"
                radius={[4, 4, 0, 0]}
              />
              <Line
                yAxisId="score"
                dataKey="avgScore"
                name="Average score"
                stroke="#be123c"
                strokeWidth={2.5}
                connectNulls
                type="monotone"
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
        <table className="sr-only">
          <caption>Monthly trends</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Sessions</th>
              <th scope="col">Average score</th>
            </tr>
          </thead>
          <tbody>
            {data.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.label}</th>
                <td>{m.sessionCount}</td>
                <td>{formatScore(m.avgScore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
