import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, MessageSquareText } from 'lucide-react';
import { REVIEW_NOTE_MAX } from '@ringready/core/review-notes';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/api-request';
import { useCurrentUser } from '../../../lib/use-current-user';
import { cn } from '../../../lib/utils';
import { addReviewNote, useReviewNotes, useViewerTeamRole } from '../api';

const TEXTAREA = cn(
  'flex min-h-20 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900',
  'shadow-sm focus-visible:border-rose-500 focus-visible:outline-2 focus-visible:outline-rose-500/40 sm:text-sm',
);

/** A team lead's box for a new note; the server decides who may write (a plain member is refused). */
function NoteForm({ sessionId }: { sessionId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const notes = await addReviewNote(sessionId, text);
      queryClient.setQueryData(['/api/sessions', encodeURIComponent(sessionId), 'review-notes'], notes);
      setText('');
    } catch (e) {
      setError(getErrorMessage(e, 'The note could not be saved.'));
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Add a review note" className="grid gap-2">
      <Label htmlFor="review-note">Your review</Label>
      <textarea
        id="review-note"
        className={TEXTAREA}
        maxLength={REVIEW_NOTE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" className="justify-self-start" disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        Add note
      </Button>
    </form>
  );
}

/** "Manager review": the leads' notes beside the automatic report, and a box for a lead to add one. */
export function ReviewNotesSection({ sessionId }: { sessionId: string }) {
  const notes = useReviewNotes(sessionId);
  const user = useCurrentUser();
  const team = useViewerTeamRole(user.data?.inTeam === true);
  const lead = team.data?.role === 'admin' || team.data?.role === 'manager';
  if (!lead && (notes.isError || !notes.data?.length)) return null;
  return (
    <section aria-labelledby="review-notes-title" className="grid gap-3">
      <h3 id="review-notes-title" className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquareText className="size-5 text-rose-700" aria-hidden /> Manager review
      </h3>
      {notes.data && notes.data.length > 0 ? (
        <ul className="grid gap-2" aria-label="Review notes">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
              <p className="break-words whitespace-pre-wrap text-stone-900">{note.text}</p>
              <p className="mt-1 text-xs text-stone-600">
                {note.authorName ?? 'A former manager'} · {new Date(note.createdAt).toLocaleDateString()}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">No review notes yet.</p>
      )}
      {lead && <NoteForm sessionId={sessionId} />}
    </section>
  );
}
