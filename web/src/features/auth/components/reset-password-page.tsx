import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, Loader2, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField, fieldA11y } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { useAuth } from '../../../lib/auth-context';
import { FIRST_VISIT_STATE } from '../../../lib/first-visit';
import { resetPassword } from '../api';
import { validateNewPassword } from '../validate-login';
import { AuthLayout } from './auth-layout';

/** The words of the page: a new subscriber (the welcome e-mail's link) chooses a first password. */
const WORDING = {
  welcome: {
    title: 'Choose your password',
    form: 'Set your password',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Set password',
  },
  reset: {
    title: 'Choose a new password',
    form: 'Set a new password',
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Reset password',
  },
} as const;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const words = WORDING[params.get('welcome') === '1' ? 'welcome' : 'reset'];
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [serverError, setServerError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    setServerError(undefined);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      const res = await resetPassword(token, password);
      if (res.token && res.user) {
        // a first password: signed in (this page then sends the user on), and welcomed on the dashboard
        const session = { token: res.token, user: res.user };
        flushSync(() => startSession(session));
        toast({ variant: 'success', title: 'Your password is set', description: "You're signed in." });
        navigate('/', { replace: true, state: FIRST_VISIT_STATE });
        return;
      }
      setDone(res?.message || 'Your password has been reset. You have been signed out everywhere else.');
    } catch (err) {
      setServerError(getErrorMessage(err, 'We could not reset your password. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AuthLayout title={words.title}>
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>This reset link is invalid or incomplete. Request a new one to continue.</p>
        </div>
        <Button asChild className="mt-6 w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={words.title} subtitle="Use at least 8 characters.">
      {done ? (
        <div className="grid grid-cols-1 gap-6">
          <div
            role="status"
            className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
          >
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p>{done}</p>
          </div>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Go to Sign In</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} noValidate className="grid grid-cols-1 gap-5" aria-label={words.form}>
          {serverError && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {serverError}{' '}
              <Link to="/forgot-password" className="font-medium underline">
                Request a new link
              </Link>
            </div>
          )}
          <FormField id="reset-password" label={words.password} error={errors.password}>
            <PasswordInput
              {...fieldA11y('reset-password', errors.password)}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <FormField id="reset-confirm" label={words.confirm} error={errors.confirm}>
            <PasswordInput
              {...fieldA11y('reset-confirm', errors.confirm)}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy && <Loader2 className="animate-spin" aria-hidden />}
            {busy ? 'Saving...' : words.submit}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
