import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { BrandMark } from '../../../components/brand-mark';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-request';
import { useAuth } from '../../../lib/auth-context';
import { cn } from '../../../lib/utils';
import { lookupInvitation } from '../api';
import { roleLabel } from '../team-format';
import { AcceptInvitation } from './accept-invitation';

export const INVALID_INVITATION =
  'This invitation link is not valid. Please ask your team admin for a new one.';

function JoinLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex justify-center bg-gradient-to-b from-rose-50/60 to-stone-50',
        'px-4 py-10 sm:py-16',
      )}
    >
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Link to="/" className="rounded-md" aria-label="RingReady home">
            <BrandMark />
          </Link>
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-serif text-3xl font-semibold tracking-tight">{title}</h1>
          <div className="mt-4">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** /join?token=…: who invites whom to which team, then accept as a new or an existing account. */
export function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const preview = useQuery({
    queryKey: ['/api/team/invitations/lookup', token],
    queryFn: () => lookupInvitation(token),
    enabled: token !== '',
  });

  if (token && (preview.isPending || auth.isLoading))
    return <Spinner label="Checking your invitation..." fullPage />;
  if (!token || preview.isError || !preview.data) {
    // A refused link (4xx) is explained by the server; anything else is a failure to check it.
    const status = getErrorStatus(preview.error);
    const unreachable = token !== '' && (status === null || status >= 500);
    return (
      <JoinLayout title={unreachable ? 'We could not check your invitation' : 'Invitation not valid'}>
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          <LinkIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p className="text-sm">
            {unreachable
              ? 'Please check your connection and try again in a moment.'
              : token
                ? getErrorMessage(preview.error, INVALID_INVITATION)
                : INVALID_INVITATION}
          </p>
        </div>
        {unreachable && (
          <Button className="mt-6 w-full" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        )}
        <Button asChild variant="outline" className="mt-3 w-full">
          <Link to="/">Go to RingReady</Link>
        </Button>
      </JoinLayout>
    );
  }

  const invitation = preview.data;
  return (
    <JoinLayout title={`Join ${invitation.teamName}`}>
      <p className="text-stone-600">
        {invitation.invitedBy ? `${invitation.invitedBy} invited you` : 'You are invited'} to practise with{' '}
        <span className="font-medium text-stone-900">{invitation.teamName}</span> on RingReady.
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-stone-50 p-4 text-sm">
        <dt className="text-stone-600">Team</dt>
        <dd className="font-medium text-stone-900">{invitation.teamName}</dd>
        <dt className="text-stone-600">Invited by</dt>
        <dd className="font-medium text-stone-900">{invitation.invitedBy ?? '—'}</dd>
        <dt className="text-stone-600">Email</dt>
        <dd className="font-medium break-all text-stone-900">{invitation.email}</dd>
        <dt className="text-stone-600">Role</dt>
        <dd className="font-medium text-stone-900">{roleLabel(invitation.role)}</dd>
      </dl>
      <div className="mt-6">
        <AcceptInvitation token={token} invitation={invitation} />
      </div>
    </JoinLayout>
  );
}
