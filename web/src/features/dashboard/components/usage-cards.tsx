import type { User } from '@ringready/core/api';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { practiceMinutesStat, realCallAnalysesStat } from '../stats';
import type { UsageStat } from '../stats';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

function UsageCard({
  title,
  unit,
  stat,
  periodEnd,
}: {
  title: string;
  unit: string;
  stat: UsageStat;
  periodEnd: string;
}) {
  const remaining = stat.limit === null || stat.unlimited ? null : Math.max(0, stat.limit - stat.used);
  const tone = stat.percent >= 100 ? 'bg-red-600' : stat.percent >= 80 ? 'bg-amber-500' : 'bg-rose-600';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{periodEnd ? `Resets ${periodEnd}` : 'This billing period'}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-semibold text-stone-900 tabular-nums">
            {stat.display} {unit}
          </span>
          <span className="text-stone-600">{remaining === null ? 'Unlimited' : `${remaining} left`}</span>
        </div>
        {stat.unlimited ? (
          <p className="text-xs text-stone-500">Your plan has no limit here.</p>
        ) : (
          <Progress
            value={stat.percent}
            aria-label={`${title}: ${stat.display} ${unit}`}
            indicatorClassName={tone}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** Shown only when the user has a subscription. */
export function UsageCards({ user }: { user: User }) {
  const subscription = user.subscription;
  if (!subscription) return null;
  const periodEnd = formatDate(subscription.currentPeriodEnd);
  return (
    <section aria-label="Plan usage" className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <div className="flex items-center gap-2 md:col-span-2">
        <h2 className="text-sm font-semibold text-stone-700">Plan usage</h2>
        <Badge tone="rose">{subscription.planName}</Badge>
      </div>
      <UsageCard
        title="Practice Minutes Usage"
        unit="min"
        stat={practiceMinutesStat(user)}
        periodEnd={periodEnd}
      />
      <UsageCard
        title="Real Call Analyses Usage"
        unit="analyses"
        stat={realCallAnalysesStat(user)}
        periodEnd={periodEnd}
      />
    </section>
  );
}
