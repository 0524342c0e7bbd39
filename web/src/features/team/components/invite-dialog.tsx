import { useState } from 'react';
import type { FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import type { AssignableRole } from '@ringready/core/team';
import { FormField, fieldA11y } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { DialogFormFooter } from '../../../components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { useInvite } from '../api';
import { validateInvite } from '../validate-team';
import type { InviteErrors } from '../validate-team';
import { RoleSelect } from './role-select';

/** 'Invite salesperson': an e-mail and a role; the server e-mails them a one-time link. */
export function InviteDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [errors, setErrors] = useState<InviteErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const invite = useInvite();

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setEmail('');
      setRole('member');
      setErrors({});
      setServerError(null);
      invite.reset();
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateInvite({ email, role });
    setErrors(found);
    setServerError(null);
    if (found.email) {
      document.getElementById('invite-email')?.focus();
      return;
    }
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          handleOpenChange(false);
          toast({
            variant: 'success',
            title: 'Invitation sent',
            description: `We e-mailed an invitation link to ${invitation.email}.`,
          });
        },
        onError: (error) =>
          setServerError(getErrorMessage(error, 'The invitation could not be sent. Please try again.')),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden /> Invite salesperson
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite salesperson</DialogTitle>
          <DialogDescription>
            They get an e-mail with a link to join your team. Each member takes a seat on your plan.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4" aria-label="Invite salesperson">
          <FormField id="invite-email" label="Email" error={errors.email}>
            <Input
              {...fieldA11y('invite-email', errors.email)}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="name@yourstudio.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <FormField id="invite-role" label="Role" error={errors.role}>
            <RoleSelect id="invite-role" value={role} onChange={setRole} />
          </FormField>
          <DialogFormFooter
            error={serverError}
            pending={invite.isPending}
            submitLabel="Send invitation"
            onCancel={() => handleOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
