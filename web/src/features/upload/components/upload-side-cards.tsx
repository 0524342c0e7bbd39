import { Link } from 'react-router';
import { BarChart3, CheckCircle2, Lightbulb } from 'lucide-react';
import type { User } from '@ringready/core/api';
import { toMinutes } from '@ringready/core/usage';
import { BulletList } from '../../../components/bullet-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';

const WHAT_YOU_GET = [
  'An overall score out of 100 with a clear verdict',
  'Key strengths and areas for improvement, with a recommended approach',
  'Detailed performance metrics for every skill area',
  'Your talk/listen ratio and an analysis of the questions you asked',
  "The couple's buyer type and how to adapt to it",
  'Recommended next steps, plus a PDF report by e-mail',
];

const TIPS = [
  'Upload the whole call, from hello to goodbye.',
  'Keep the speaker names in the transcript (e.g. "Maya: …"): it tells us which side is you.',
  'Exports from Zoom, Teams, Otter (.vtt, .srt, .docx) and diarized .json work as they are.',
  'Calls of 10 minutes or more give the most useful feedback.',
];

export function WhatYouGetCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CheckCircle2 className="size-4 text-rose-700" aria-hidden /> What You'll Get
        </CardTitle>
      </CardHeader>
      <CardContent>
        <BulletList items={WHAT_YOU_GET} small />
      </CardContent>
    </Card>
  );
}

export function UploadTipsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb className="size-4 text-rose-700" aria-hidden /> Upload Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <BulletList items={TIPS} small />
      </CardContent>
    </Card>
  );
}

function UsageLine({
  label,
  used,
  limit,
  unit,
}: {
  label: string;
  used: number;
  limit: number;
  unit: string;
}) {
  const unlimited = limit === -1;
  const percent = unlimited ? 0 : limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  const tone = percent >= 100 ? 'bg-red-600' : percent >= 80 ? 'bg-amber-500' : 'bg-rose-600';
  const text = `${used} / ${unlimited ? '∞' : limit}`;
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-stone-700">{label}</span>
        <span className="font-semibold text-stone-900 tabular-nums">
          {text} <span className="font-normal text-stone-500">{unit}</span>
        </span>
      </div>
      {!unlimited && (
        <Progress value={percent} aria-label={`${label}: ${text} ${unit}`} indicatorClassName={tone} />
      )}
    </div>
  );
}

/** Analyses and practice minutes used in the billing period (GET /api/user). */
export function UsageCard({ user }: { user: User | undefined }) {
  const subscription = user?.subscription ?? null;
  const usage = user?.currentUsage ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BarChart3 className="size-4 text-rose-700" aria-hidden /> Usage This Period
        </CardTitle>
        {subscription && <CardDescription>{subscription.planName} plan</CardDescription>}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {!user ? (
          <p className="text-sm text-stone-600">Loading usage…</p>
        ) : !subscription ? (
          <p className="text-sm text-stone-600">
            No active plan.{' '}
            <Link to="/signup" className="font-medium text-rose-700 underline-offset-4 hover:underline">
              Choose a plan
            </Link>{' '}
            to analyze real calls.
          </p>
        ) : (
          <>
            <UsageLine
              label="Real call analyses"
              used={usage?.realCallAnalysesUsed ?? 0}
              limit={subscription.realCallAnalysesLimit}
              unit=""
            />
            <UsageLine
              label="Practice minutes"
              used={toMinutes(usage?.practiceMinutesUsed ?? 0)}
              limit={subscription.practiceMinutesLimit}
              unit="min"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
