import { useState, type FormEvent } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { API_SCOPE_LABELS, API_SCOPES, type ApiScope, type CreatedApiKey } from '@ringready/core/api-access';
import { Button } from '../../../components/ui/button';
import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { toCreateApiKeyRequest, type ApiKeyForm } from '../api-key-form';
import { useCreateApiKey } from '../api-keys-api';

export const KEY_SHOWN_ONCE = 'Copy this key now and keep it somewhere safe: you won’t see it again.';

const EMPTY: ApiKeyForm = {
  name: '',
  scopes: ['sessions:read', 'reports:read'],
  expiryDate: '',
  team: false,
};

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      toast({ variant: 'success', title: 'Key copied' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Not copied',
        description: 'Select the key and copy it yourself.',
      });
    }
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>Your new API key</DialogTitle>
        <DialogDescription>{KEY_SHOWN_ONCE}</DialogDescription>
      </DialogHeader>
      <div className="flex items-center gap-2">
        <Input readOnly value={created.key} aria-label="New API key" className="font-mono text-xs" />
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
      <p className="text-sm text-stone-600">
        Send it as <code className="rounded bg-stone-100 px-1">Authorization: Bearer {created.prefix}…</code>
      </p>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}

/** Creates a key (name, scopes, optional expiry, team key for team admins) and shows it once. */
export function CreateApiKeyDialog({ isTeamAdmin }: { isTeamAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ApiKeyForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useCreateApiKey();
  const scopes = API_SCOPES.filter((s) => s !== 'team:read' || isTeamAdmin);

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setForm(EMPTY);
      setError(null);
      setCreated(null);
    }
  }

  function toggleScope(scope: ApiScope, on: boolean) {
    setForm((f) => ({ ...f, scopes: on ? [...f.scopes, scope] : f.scopes.filter((s) => s !== scope) }));
  }

  function toggleTeam(on: boolean) {
    setForm((f) => ({ ...f, team: on, scopes: on ? f.scopes : f.scopes.filter((s) => s !== 'team:read') }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = toCreateApiKeyRequest(form, new Date());
    if ('error' in result) return setError(result.error);
    setError(null);
    create.mutate(result.request, {
      onSuccess: setCreated,
      onError: (e) => setError(getErrorMessage(e, 'The key could not be created. Please try again.')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <KeyRound aria-hidden /> Create API key
        </Button>
      </DialogTrigger>
      <DialogContent>
        {created ? (
          <NewKey created={created} onDone={() => handleOpenChange(false)} />
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Create an API key</DialogTitle>
              <DialogDescription>The key acts as you, limited to the scopes you choose.</DialogDescription>
            </DialogHeader>
            <div className="grid gap-1.5">
              <Label htmlFor="api-key-name">Name</Label>
              <Input
                id="api-key-name"
                value={form.name}
                maxLength={80}
                placeholder="e.g. CRM sync"
                onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
              />
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-stone-800">Scopes</legend>
              {scopes.map((scope) => (
                <div key={scope} className="flex items-start gap-2">
                  <Checkbox
                    id={`scope-${scope}`}
                    checked={form.scopes.includes(scope)}
                    disabled={scope === 'team:read' && !form.team}
                    onCheckedChange={(c) => toggleScope(scope, c === true)}
                    className="mt-0.5"
                  />
                  <Label htmlFor={`scope-${scope}`} className="font-normal">
                    <code className="text-xs">{scope}</code> — {API_SCOPE_LABELS[scope]}
                  </Label>
                </div>
              ))}
            </fieldset>
            {isTeamAdmin && (
              <div className="flex items-start gap-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
                <Checkbox
                  id="api-key-team"
                  checked={form.team}
                  onCheckedChange={(c) => toggleTeam(c === true)}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor="api-key-team">Team key</Label>
                  <p className="text-xs text-stone-600">Reads your team’s data, as you do as its admin.</p>
                </div>
              </div>
            )}
            <div className="grid gap-1.5">
              <Label htmlFor="api-key-expiry">Expires on (optional)</Label>
              <Input
                id="api-key-expiry"
                type="date"
                value={form.expiryDate}
                onChange={(e) => setForm((f) => ({ ...f, expiryDate: e.target.value }))}
              />
            </div>
            <DialogFormFooter
              error={error}
              pending={create.isPending}
              submitLabel="Create key"
              onCancel={() => handleOpenChange(false)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
