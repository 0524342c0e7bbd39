import { Link } from 'react-router';
import { PhoneOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The server ended the call (the buyer hung up, the minutes ran out …): why, and the report that follows. */
export function CallEndedNotice({ sessionId, reason }: { sessionId: string; reason: string }) {
  return (
    <div
      role="status"
      aria-label="Call ended"
      className={
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-stone-200 p-8 ' +
        'text-center shadow-sm'
      }
    >
      <PhoneOff className="size-10 text-stone-600" aria-hidden />
      <h1 className="text-xl font-semibold text-stone-900">Call ended</h1>
      <p className="text-sm text-stone-700">{reason}</p>
      <p className="max-w-sm text-sm text-stone-600">Your report is being generated.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={`/report/${encodeURIComponent(sessionId)}`}>View report</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
