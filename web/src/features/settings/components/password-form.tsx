import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { FormField, fieldA11y } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { toastError } from '../../../lib/notify';
import { useChangePassword } from '../api';
import { validatePasswordChange } from '../validate-settings';
import type { PasswordChangeErrors, PasswordChangeValues } from '../validate-settings';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const change = useChangePassword();

  const set = (field: keyof PasswordChangeValues) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast({
            variant: 'success',
            title: 'Password changed',
            description: 'Use your new password next time you sign in.',
          });
        },
        onError: (err) =>
          toastError('Password not changed', err, 'Your password could not be changed. Please try again.'),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Change password</CardTitle>
        <CardDescription>Use at least 8 characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={handleSubmit}
          noValidate
          className="grid grid-cols-1 gap-4"
          aria-label="Change password"
        >
          <FormField id="settings-current-password" label="Current password" error={errors.currentPassword}>
            <PasswordInput
              {...fieldA11y('settings-current-password', errors.currentPassword)}
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
            />
          </FormField>
          <FormField id="settings-new-password" label="New password" error={errors.newPassword}>
            <PasswordInput
              {...fieldA11y('settings-new-password', errors.newPassword)}
              autoComplete="new-password"
              value={values.newPassword}
              onChange={set('newPassword')}
            />
          </FormField>
          <FormField
            id="settings-confirm-password"
            label="Confirm new password"
            error={errors.confirmPassword}
          >
            <PasswordInput
              {...fieldA11y('settings-confirm-password', errors.confirmPassword)}
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
            />
          </FormField>
          <Button type="submit" disabled={change.isPending} className="justify-self-start">
            {change.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
