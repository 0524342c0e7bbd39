import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import {
  createWebhookRequestSchema,
  TEAM_WEBHOOK_EVENTS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@ringready/core/api-access';
import { Button } from '../../../components/ui/button';
import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { useCreateWebhook } from '../webhooks-api';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'report.ready': 'A call or practice report is ready',
  'report.failed': 'A report could not be made',
  'practice.completed': 'A practice session is completed',
  'team.member_joined': 'Someone joins your team',
  'assignment.completed': 'A team member completes an assignment',
};

const DEFAULT_EVENTS: WebhookEvent[] = ['report.ready'];

/** Registers an endpoint: its address and the events it gets (team events only for team admins). */
export function AddWebhookDialog({ isTeamAdmin }: { isTeamAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(DEFAULT_EVENTS);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWebhook();
  const offered = WEBHOOK_EVENTS.filter((e) => isTeamAdmin || !TEAM_WEBHOOK_EVENTS.includes(e));

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setUrl('');
      setEvents(DEFAULT_EVENTS);
      setError(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createWebhookRequestSchema.safeParse({ url: url.trim(), events });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the endpoint.');
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        handleOpenChange(false);
        toast({ variant: 'success', title: 'Webhook endpoint added' });
      },
      onError: (e) => setError(getErrorMessage(e, 'The endpoint could not be added. Please try again.')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden /> Add endpoint
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Add a webhook endpoint</DialogTitle>
            <DialogDescription>
              We POST each event as JSON to this address, signed with the endpoint’s secret.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="webhook-url">Endpoint URL</Label>
            <Input
              id="webhook-url"
              type="url"
              value={url}
              maxLength={2000}
              placeholder="https://hooks.example.com/ringready"
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">Events</legend>
            {offered.map((name) => (
              <div key={name} className="flex items-start gap-2">
                <Checkbox
                  id={`webhook-event-${name}`}
                  checked={events.includes(name)}
                  onCheckedChange={(c) =>
                    setEvents((list) => (c === true ? [...list, name] : list.filter((e) => e !== name)))
                  }
                  className="mt-0.5"
                />
                <Label htmlFor={`webhook-event-${name}`} className="font-normal">
                  <code className="text-xs">{name}</code> — {WEBHOOK_EVENT_LABELS[name]}
                </Label>
              </div>
            ))}
          </fieldset>
          <DialogFormFooter
            error={error}
            pending={create.isPending}
            submitLabel="Add endpoint"
            onCancel={() => handleOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
