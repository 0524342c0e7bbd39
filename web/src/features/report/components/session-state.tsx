import { Link } from 'react-router';
import { Loader2, RefreshCw, TriangleAlert } from 'lucide-react';
import type { Session } from '@ringready/core/api';
import { SessionProgressBar } from '../../../components/session-progress-bar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

export interface SessionStateProps {
  session: Session;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Why a session has no report yet: still processing (refresh) or failed (its reason). */
export function SessionState({ session, refreshing, onRefresh }: SessionStateProps) {
  if (session.status === 'processing') {
    return (
      <div
        role="status"
        className={cn(
          'mt-5 grid grid-cols-1 justify-items-center gap-3 rounded-xl',
          'border border-amber-200 bg-amber-50 p-4 text-amber-950',
        )}
      >
        <p className="flex items-center gap-2 text-sm font-medium">
          <Loader2 className="size-4 animate-spin text-amber-700" aria-hidden />
          Your report is still being generated.
        </p>
        <SessionProgressBar sessionId={session.id} />
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden /> Refresh
        </Button>
      </div>
    );
  }
  if (session.status === 'failed') {
    return (
      <div
        role="alert"
        className={cn(
          'mt-5 grid grid-cols-1 justify-items-center gap-2 rounded-xl',
          'border border-red-200 bg-red-50 p-4 text-red-900',
        )}
      >
        <p className="flex items-center gap-2 text-sm font-semibold">
          <TriangleAlert className="size-4" aria-hidden /> We couldn't analyze this call
        </p>
        <p className="text-sm">{session.failureReason || 'The analysis failed.'}</p>
        {session.type !== 'practice' && (
          <Link to="/upload" className="text-sm font-medium text-red-900 underline underline-offset-4">
            Upload another file
          </Link>
        )}
      </div>
    );
  }
  return null;
}
