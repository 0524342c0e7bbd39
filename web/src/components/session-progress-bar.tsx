import { useSessionProgress } from '../lib/use-session-progress';

const STAGE_LABELS = {
  decoding: 'Reading the recording',
  transcribing: 'Transcribing',
  analysing: 'Analysing',
} as const;

/**
 * The progress of a processing session's work (a recording's decoding, transcription and analysis) as the
 * event stream tells it; nothing until the first notice arrives.
 */
export function SessionProgressBar({ sessionId }: { sessionId: string }) {
  const progress = useSessionProgress(sessionId);
  if (!progress) return null;
  const label = `${STAGE_LABELS[progress.stage]}… ${progress.percent}%`;
  return (
    <div className="mt-1.5 grid w-full max-w-xs grid-cols-1 gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-amber-500" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="text-xs text-stone-600">{label}</p>
    </div>
  );
}
