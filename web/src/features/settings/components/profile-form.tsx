import { useState } from 'react';
import type { FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { UpdateProfileRequest, User } from '@ringready/core/api';
import { BUSINESS_NAME_MAX, type TradeId } from '@ringready/core/trades';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { FormField, fieldA11y } from '../../../components/form-field';
import { TradeSelect } from '../../../components/trade-select';
import { toastError } from '../../../lib/notify';
import { useUpdateProfile } from '../../../lib/use-update-profile';
import { validateName } from '../validate-settings';

/** Only what changed is sent: name, trade, business name. */
function changesOf(user: User, name: string, trade: TradeId | null, businessName: string) {
  const change: UpdateProfileRequest = {};
  if (name.trim() !== user.name) change.name = name.trim();
  if (trade && trade !== user.trade) change.trade = trade;
  if ((businessName.trim() || null) !== user.businessName) change.businessName = businessName.trim() || null;
  return change;
}

export function ProfileForm({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [trade, setTrade] = useState<TradeId | null>(user.trade);
  const [businessName, setBusinessName] = useState(user.businessName ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdateProfile();
  const change = changesOf(user, name, trade, businessName);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateName(name);
    setError(invalid);
    if (invalid) return;
    update.mutate(change, {
      onSuccess: (updated) => {
        setName(updated.name);
        setBusinessName(updated.businessName ?? '');
        toast({ variant: 'success', title: 'Profile updated', description: 'Your profile has been saved.' });
      },
      onError: (err) =>
        toastError('Profile not updated', err, 'Your profile could not be saved. Please try again.'),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile</CardTitle>
        <CardDescription>
          Your name appears on your dashboard and reports. Practice buyers shop for your trade.
        </CardDescription>
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
          <FormField id="settings-trade" label="Trade">
            <TradeSelect id="settings-trade" value={trade} onChange={setTrade} />
          </FormField>
          <FormField id="settings-business" label="Business name">
            <Input
              {...fieldA11y('settings-business', undefined)}
              autoComplete="organization"
              maxLength={BUSINESS_NAME_MAX}
              value={businessName}
              onChange={(e) => setBusinessName(e.target.value)}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-1.5">
            <p className="text-sm font-medium text-stone-800">Email</p>
            <p className="text-sm text-stone-600">{user.email}</p>
          </div>
          <Button
            type="submit"
            disabled={update.isPending || Object.keys(change).length === 0}
            className="justify-self-start"
          >
            {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {update.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
