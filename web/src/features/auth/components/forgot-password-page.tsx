import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Loader2, MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FormField, fieldA11y } from '../../../components/form-field';
import { toastError } from '../../../lib/notify';
import { requestPasswordReset } from '../api';
import { validateEmail } from '../validate-login';
import { AuthLayout } from './auth-layout';

export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that address, we've sent a link to reset your password.";

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      toastError('Something went wrong', err, 'We could not send the reset link. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your account email and we'll send you a reset link."
    >
      {sent ? (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>{RESET_LINK_SENT_MESSAGE}</p>
        </div>
      ) : (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="grid grid-cols-1 gap-5"
          aria-label="Request a password reset link"
        >
          <FormField id="forgot-email" label="Email" error={error}>
            <Input
              {...fieldA11y('forgot-email', error)}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy && <Loader2 className="animate-spin" aria-hidden />}
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          className="inline-flex items-center gap-1 rounded font-medium text-rose-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Sign In
        </Link>
      </p>
    </AuthLayout>
  );
}
