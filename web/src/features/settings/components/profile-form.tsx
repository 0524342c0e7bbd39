import { useState } from 'react';
import type { FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { User } from '@ringready/core/api';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { FormField, fieldA11y } from '../../../components/form-field';
import { useAuth } from '../../../lib/auth-context';
import { toastError } from '../../../lib/notify';
import { useUpdateProfile } from '../api';
import { validateName } from '../validate-settings';

export function ProfileForm({ user }: { user: User }) {
  const { updateUser } = useAuth();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string>();
  const update = useUpdateProfile(updateUser);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateName(name);
    setError(invalid);
    if (invalid) return;
    update.mutate(name.trim(), {
      onSuccess: (updated) => {
        setName(updated.name);
        toast({ variant: 'success', title: 'Profile updated', description: 'Your name has been saved.' });
      },
      onError: (err) =>
        toastError('Profile not updated', err, 'Your name could not be saved. Please try again.'),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile</CardTitle>
        <CardDescription>Your name appears on your dashboard and reports.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="grid grid-cols-1 gap-4" aria-label="Profile">
          <FormField id="settings-name" label="Name" error={error}>
            <Input
              {...fieldA11y('settings-name', error)}
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-1.5">
            <p className="text-sm font-medium text-stone-800">Email</p>
            <p className="text-sm text-stone-600">{user.email}</p>
          </div>
          <Button
            type="submit"
            disabled={update.isPending || name.trim() === user.name}
            className="justify-self-start"
          >
            {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {update.isPending ? 'Saving...' : 'Save name'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
