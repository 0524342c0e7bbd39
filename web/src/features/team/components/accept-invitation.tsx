import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Loader2, LogIn } from 'lucide-react';
import { PASSWORD_MIN } from '@ringready/core/api';
import type { InvitationPreview } from '@ringready/core/team';
import { FormField, fieldA11y } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { useAuth } from '../../../lib/auth-context';
import { acceptInvitation } from '../api';
import { validateNewAccount } from '../validate-team';
import type { NewAccountErrors } from '../validate-team';

function ServerError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {getErrorMessage(error, 'The invitation could not be accepted. Please try again.')}
    </p>
  );
}

/**
 * Accepting: a new e-mail creates the account (name and password); an existing account joins with one
 * click once signed in as the invited e-mail. Either way the answer is a session, kept like a sign-in.
 */
export function AcceptInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { user, startSession, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<NewAccountErrors>({});
  const accept = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (data) => {
      startSession(data);
      toast({
        variant: 'success',
        title: `Welcome to ${invitation.teamName}`,
        description: 'You joined the team.',
      });
      navigate('/', { replace: true });
    },
  });
  // After signing in, /login sends the visitor back here.
  const returnState = { from: { pathname: location.pathname, search: location.search } };

  if (!invitation.accountExists) {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validateNewAccount({ name, password });
      setErrors(found);
      if (found.name || found.password) {
        document.getElementById(found.name ? 'join-name' : 'join-password')?.focus();
        return;
      }
      accept.mutate({ token, name: name.trim(), password });
    };
    return (
      <form onSubmit={submit} noValidate aria-label="Create your account" className="grid grid-cols-1 gap-4">
        <p className="text-sm text-stone-600">Create your account to join.</p>
        <FormField id="join-name" label="Your name" error={errors.name}>
          <Input
            {...fieldA11y('join-name', errors.name)}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField
          id="join-password"
          label="Password"
          error={errors.password}
          hint={`At least ${PASSWORD_MIN} characters`}
        >
          <PasswordInput
            {...fieldA11y('join-password', errors.password)}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <ServerError error={accept.error} />
        <Button type="submit" size="lg" disabled={accept.isPending} className="w-full">
          {accept.isPending && <Loader2 className="animate-spin" aria-hidden />}
          Create account and join
        </Button>
      </form>
    );
  }

  if (!user) {
    return (
      <div className="grid grid-cols-1 gap-3">
        <p className="text-sm text-stone-600">
          You already have a RingReady account. Sign in as {invitation.email} to accept.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to="/login" state={returnState}>
            <LogIn aria-hidden /> Sign in to accept
          </Link>
        </Button>
      </div>
    );
  }

  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <div className="grid grid-cols-1 gap-3">
        <p className="text-sm text-stone-600">
          This invitation is for {invitation.email}, but you are signed in as {user.email}. Sign out, then
          sign in as {invitation.email} to accept.
        </p>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          onClick={async () => {
            await logout();
            navigate('/login', { replace: true, state: returnState });
          }}
        >
          Sign out and switch account
        </Button>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <p className="text-sm text-stone-600">You are signed in as {user.email}.</p>
      <ServerError error={accept.error} />
      <Button
        size="lg"
        className="w-full"
        disabled={accept.isPending}
        onClick={() => accept.mutate({ token })}
      >
        {accept.isPending && <Loader2 className="animate-spin" aria-hidden />}
        Join team
      </Button>
    </div>
  );
}
