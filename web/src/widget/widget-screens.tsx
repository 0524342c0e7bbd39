import type { ReactNode } from 'react';
import { CheckCircle2, Mic, Loader2 } from 'lucide-react';
import type { BuyerType } from '@ringready/core/buyer-types';
import { Button } from '../components/ui/button';
import { cn } from '../lib/utils';

export function WidgetNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
      <h1 className="text-lg font-semibold text-stone-900">{title}</h1>
      <div className="max-w-sm text-sm text-stone-600">{children}</div>
    </div>
  );
}

/** Before the call: one big microphone button. */
export function StartScreen({
  buyer,
  starting,
  onStart,
}: {
  buyer: BuyerType;
  starting: boolean;
  onStart: () => void;
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-5 p-6 text-center">
      <div>
        <h1 className="text-xl font-semibold text-stone-900">Talk to the {buyer.name}</h1>
        <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600">{buyer.description}</p>
      </div>
      <button
        type="button"
        onClick={onStart}
        disabled={starting}
        aria-label="Start conversation"
        className={cn(
          'flex size-28 items-center justify-center rounded-full bg-rose-700 text-white shadow-lg',
          'ring-8 ring-rose-100 transition hover:bg-rose-800 focus-visible:outline-2',
          'focus-visible:outline-offset-4 focus-visible:outline-rose-600 disabled:opacity-60 sm:size-32',
        )}
      >
        {starting ? (
          <Loader2 className="size-12 animate-spin" aria-hidden />
        ) : (
          <Mic className="size-12" aria-hidden />
        )}
      </button>
      <div>
        <p className="font-medium text-stone-900">{starting ? 'Starting...' : 'Start conversation'}</p>
        <p className="mt-1 text-xs text-stone-500">Speak through your microphone or type your replies.</p>
      </div>
    </div>
  );
}

/** After the call: a report is promised only for a conversation long enough to get one (`tooShort`). */
export function EndedScreen({
  sessionId,
  reason,
  tooShort = false,
  onRestart,
}: {
  sessionId: string;
  reason: string | null;
  tooShort?: boolean;
  onRestart: () => void;
}) {
  return (
    <div role="status" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <CheckCircle2 className="size-12 text-green-700" aria-hidden />
      <h1 className="text-xl font-semibold text-stone-900">
        {tooShort ? 'Session Ended' : 'Session Completed'}
      </h1>
      {reason && <p className="text-sm text-stone-700">{reason}</p>}
      <p className="max-w-sm text-sm text-stone-600">
        {tooShort
          ? 'The conversation was too short for a report. Practise for a few exchanges next time.'
          : 'Your training session has been completed. Report is being generated...'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {!tooShort && (
          <Button asChild variant="outline">
            <a href={`/report/${encodeURIComponent(sessionId)}`} target="_top">
              View report
            </a>
          </Button>
        )}
        <Button onClick={onRestart}>Start another conversation</Button>
      </div>
    </div>
  );
}
