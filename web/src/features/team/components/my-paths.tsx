import { useState } from 'react';
import { Award, FileDown, Loader2 } from 'lucide-react';
import {
  PATH_STATUS_LABELS,
  STEP_STATUS_LABELS,
  type MemberPathProgress,
  type TeamPath,
} from '@ringready/core/team-paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api-request';
import { toastError } from '../../../lib/notify';
import { downloadCertificate, usePathProgress, useTeamPaths } from '../paths-api';
import { MedalBadge } from './medal-badge';

const STEP_ROW =
  'flex flex-col gap-1 rounded-md bg-stone-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between';
const STEP_TONES = {
  passed: 'green',
  failed: 'red',
  overdue: 'red',
  in_progress: 'blue',
  not_started: 'neutral',
} as const;

function CertificateButton({ path }: { path: TeamPath }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadCertificate(path.id);
    } catch (error) {
      toastError('Download failed', error, 'The certificate could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <FileDown aria-hidden />}
      Download certificate
    </Button>
  );
}

/** One path: its status and medal, then each step with its best score, medal, attempts left and due date. */
function PathCard({ path, progress }: { path: TeamPath; progress?: MemberPathProgress }) {
  return (
    <li className="rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-semibold break-words text-stone-900">{path.name}</span>
          <span className="block text-xs text-stone-600">
            {progress
              ? `${PATH_STATUS_LABELS[progress.status]} · ${progress.stepsPassed} of ${path.steps.length} steps passed`
              : 'Loading...'}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2">
          {progress?.status === 'complete' && <MedalBadge medal={progress.medal} />}
          {progress?.status === 'complete' && <CertificateButton path={path} />}
        </span>
      </div>
      <ol className="mt-3 grid gap-2" aria-label={`Steps of ${path.name}`}>
        {path.steps.map((step, i) => {
          const result = progress?.steps[i];
          return (
            <li key={step.scenarioId} className={STEP_ROW}>
              <span className="min-w-0">
                <span className="block font-medium break-words text-stone-900">
                  {i + 1}. {step.scenarioTitle}
                </span>
                <span className="block text-xs text-stone-600">
                  Pass mark {step.passMark} · due {step.dueDate}
                  {result && ` · ${result.attemptsLeft} of ${step.attemptLimit} attempts left`}
                  {result?.bestScore !== null && result && ` · best ${result.bestScore}`}
                </span>
              </span>
              {result && (
                <span className="flex flex-wrap items-center gap-2">
                  <MedalBadge medal={result.medal} />
                  <Badge tone={STEP_TONES[result.status]}>{STEP_STATUS_LABELS[result.status]}</Badge>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </li>
  );
}

/** A member's certification paths with their own progress, medals and certificates. */
export function MyPaths() {
  const paths = useTeamPaths();
  const progress = usePathProgress((paths.data ?? []).map((p) => p.id));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Award className="size-4 text-rose-700" aria-hidden /> My certification paths
        </CardTitle>
        <CardDescription>
          Practise each scenario and reach its pass mark within the attempts. Medals by best score: Bronze 50,
          Silver 75, Gold 90.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {paths.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(paths.error, 'Your paths could not be loaded.')}
          </p>
        ) : paths.data && paths.data.length > 0 ? (
          <ul className="grid gap-3" aria-label="Certification paths">
            {paths.data.map((path, i) => (
              <PathCard key={path.id} path={path} progress={progress[i]?.data?.members[0]} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">
            {paths.isPending ? 'Loading...' : 'Your team has no certification paths yet.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
