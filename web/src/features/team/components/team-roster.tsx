import { useState } from 'react';
import { MailX, UserMinus } from 'lucide-react';
import { INVITATION_DAYS } from '@ringready/core/team';
import type { AssignableRole, Team, TeamMember } from '@ringready/core/team';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { formatShortDate } from '../../../lib/assignment-status';
import { toastError } from '../../../lib/notify';
import { useChangeRole, useRemoveMember, useRevokeInvitation } from '../api';
import { roleLabel } from '../team-format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ConfirmRequest } from '../../../components/confirm-dialog';
import { RoleSelect } from './role-select';

/** Members (admins change roles and remove people, after confirming) and pending invitations (revocable). */
export function TeamRoster({ team }: { team: Team }) {
  const isAdmin = team.role === 'admin';
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();

  function askRole(member: TeamMember, role: AssignableRole) {
    if (role === member.role) return;
    setConfirm({
      title: `Make ${member.name} a ${role}?`,
      description:
        role === 'manager'
          ? 'Managers see the whole team’s figures and reports, invite salespeople and assign practice.'
          : 'Members see only their own figures.',
      confirmLabel: `Make ${roleLabel(role).toLowerCase()}`,
      onConfirm: () =>
        changeRole.mutate(
          { userId: member.userId, role },
          {
            onSuccess: () => {
              setConfirm(null);
              toast({
                variant: 'success',
                title: 'Role changed',
                description: `${member.name} is now a ${role}.`,
              });
            },
            onError: (error) => {
              setConfirm(null);
              toastError('Role not changed', error, 'The role could not be changed. Please try again.');
            },
          },
        ),
    });
  }

  function askRemove(member: TeamMember) {
    setConfirm({
      title: `Remove ${member.name} from ${team.name}?`,
      description: 'They keep their account and their own sessions, but leave the team and free their seat.',
      confirmLabel: 'Remove',
      destructive: true,
      onConfirm: () =>
        remove.mutate(member.userId, {
          onSuccess: () => {
            setConfirm(null);
            toast({
              variant: 'success',
              title: 'Member removed',
              description: `${member.name} left the team.`,
            });
          },
          onError: (error) => {
            setConfirm(null);
            toastError('Member not removed', error, 'The member could not be removed. Please try again.');
          },
        }),
    });
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Members</CardTitle>
          <CardDescription>
            {isAdmin ? 'Change roles or remove people from the team.' : 'Only the admin changes roles.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul aria-label="Members" className="divide-y divide-stone-100">
            {team.members.map((m) => (
              <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-stone-900">{m.name}</span>
                  <span className="block truncate text-xs text-stone-600">{m.email}</span>
                </span>
                {isAdmin && m.role !== 'admin' ? (
                  <span className="flex items-center gap-2">
                    <RoleSelect
                      label={`Role of ${m.name}`}
                      value={m.role}
                      onChange={(role) => askRole(m, role)}
                      className="h-8 w-32"
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${m.name}`}
                      title={`Remove ${m.name}`}
                      onClick={() => askRemove(m)}
                    >
                      <UserMinus aria-hidden />
                    </Button>
                  </span>
                ) : (
                  <Badge tone={m.role === 'member' ? 'neutral' : 'rose'}>{roleLabel(m.role)}</Badge>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Pending invitations</CardTitle>
          <CardDescription>Links are valid for {INVITATION_DAYS} days and work once.</CardDescription>
        </CardHeader>
        <CardContent>
          {team.invitations.length === 0 ? (
            <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">No pending invitations.</p>
          ) : (
            <ul aria-label="Pending invitations" className="divide-y divide-stone-100">
              {team.invitations.map((inv) => (
                <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-stone-900">{inv.email}</span>
                    <span className="text-xs text-stone-600">
                      {roleLabel(inv.role)} · expires {formatShortDate(inv.expiresAt)}
                    </span>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke invitation for ${inv.email}`}
                    disabled={revoke.isPending && revoke.variables === inv.id}
                    onClick={() =>
                      revoke.mutate(inv.id, {
                        onSuccess: () => toast({ title: 'Invitation revoked', description: inv.email }),
                        onError: (error) =>
                          toastError('Invitation not revoked', error, 'Please try again in a moment.'),
                      })
                    }
                  >
                    <MailX aria-hidden /> Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        request={confirm}
        busy={changeRole.isPending || remove.isPending}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
