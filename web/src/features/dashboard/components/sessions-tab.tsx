import { Link } from 'react-router';
import { History } from 'lucide-react';
import type { SessionSummary } from '@ringready/core/sessions';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/empty-state';
import { LoadMoreButton, type PagedList } from '../../../components/load-more-button';
import { SessionRow } from './session-row';

/** Every session read so far, newest first, and 'Load more' while older ones remain. */
export function SessionsTab({ sessions, pages }: { sessions: readonly SessionSummary[]; pages: PagedList }) {
  if (sessions.length === 0) {
    return (
      <EmptyState icon={History} title="No sessions yet">
        <p>Practice with an AI buyer or upload a real call to see your sessions and reports here.</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Button asChild size="sm">
            <Link to="/practice">Start practising</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/upload">Upload a call</Link>
          </Button>
        </div>
      </EmptyState>
    );
  }
  return (
    <Card>
      <ul className="divide-y divide-stone-100" aria-label="All sessions">
        {sessions.map((s) => (
          <SessionRow key={s.id} session={s} />
        ))}
      </ul>
      <LoadMoreButton list={pages} />
    </Card>
  );
}
