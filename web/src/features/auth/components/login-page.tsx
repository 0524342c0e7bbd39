import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Loader2, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { useAuth } from '../../../lib/auth-context';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { FormField, fieldA11y } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { DEMO_ACCOUNT, DEMO_MANAGER_ACCOUNT, signInWithDemo } from '../api';
import { validateLogin } from '../validate-login';
import type { LoginErrors } from '../validate-login';
import { AuthLayout } from './auth-layout';

export function LoginPage() {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const revalidate = (next: { email: string; password: string }) => {
    if (submitted) setErrors(validateLogin(next));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin({ email, password });
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    setBusy(true);
    try {
      await login({ email: email.trim(), password, rememberMe });
      toast({ title: 'Welcome back!', description: 'You have successfully logged in to RingReady' });
    } catch (error) {
      const message =
        error instanceof Error && error.message
          ? error.message
          : 'Invalid email or password. Please try again.';
      toast({ variant: 'destructive', title: 'Login Failed', description: message });
      setBusy(false);
    }
  }

  async function handleDemo(account: typeof DEMO_ACCOUNT | typeof DEMO_MANAGER_ACCOUNT) {
    setBusy(true);
    const ok = await signInWithDemo(login, account);
    if (!ok) setBusy(false);
  }

  return (
    <AuthLayout title="Sign In" subtitle="Welcome back. Sign in to keep practising.">
      <form onSubmit={handleSubmit} noValidate className="grid grid-cols-1 gap-5" aria-label="Sign in">
        <FormField id="login-email" label="Email" error={errors.email}>
          <Input
            {...fieldA11y('login-email', errors.email)}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@yourstudio.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              revalidate({ email: e.target.value, password });
            }}
          />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password}>
          <PasswordInput
            {...fieldA11y('login-password', errors.password)}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              revalidate({ email, password: e.target.value });
            }}
          />
        </FormField>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id="login-remember"
              checked={rememberMe}
              onCheckedChange={(v) => setRememberMe(v === true)}
            />
            <Label htmlFor="login-remember" className="font-normal">
              Remember me
            </Label>
          </div>
          <Link to="/forgot-password" className="rounded text-sm font-medium text-rose-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-stone-600">
        New to RingReady?{' '}
        <Link to="/signup" className="rounded font-medium text-rose-700 hover:underline">
          Start your free trial
        </Link>
      </p>

      <div className="mt-6 flex flex-wrap justify-center gap-2 border-t border-stone-200 pt-5">
        <Button variant="ghost" size="sm" onClick={() => void handleDemo(DEMO_ACCOUNT)} disabled={busy}>
          <Sparkles aria-hidden /> Explore with the demo account
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void handleDemo(DEMO_MANAGER_ACCOUNT)}
          disabled={busy}
        >
          <Users aria-hidden /> Try as a manager
        </Button>
      </div>

      <p className="mt-4 flex items-start justify-center gap-2 text-xs text-stone-500">
        <ShieldCheck className="size-4 shrink-0 text-green-700" aria-hidden />
        Your sign-in is encrypted and your practice data stays private to your account.
      </p>
    </AuthLayout>
  );
}
