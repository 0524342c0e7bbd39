import { CalendarDays, CheckCircle2, Clock, Loader2, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import type { OfficeHour } from '@ringready/core/api';
import { FEATURE_UPGRADE_TEXT } from '@ringready/core/billing';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { toastError } from '../../../lib/notify';
import { BILLING_PATH } from '../../../lib/subscription';
import { officeHourState, useRegistration } from '../api';
import { cn } from '../../../lib/utils';

export function formatOfficeHourDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** `locked`: the user's plan does not include office hours, so registering leads to an upgrade instead. */
export function OfficeHourCard({ officeHour, locked = false }: { officeHour: OfficeHour; locked?: boolean }) {
  const registration = useRegistration();
  const state = officeHourState(officeHour);
  const titleId = `office-hour-${officeHour.id}`;

  function handleRegister(register: boolean) {
    registration.mutate(
      { id: officeHour.id, register },
      {
        onSuccess: (updated) =>
          toast({
            variant: register ? 'success' : 'default',
            title: register ? 'Registration confirmed' : 'Registration cancelled',
            description: register
              ? `See you at ${updated.title} on ${formatOfficeHourDate(updated.scheduledAt)}.`
              : `You are no longer registered for ${updated.title}.`,
          }),
        onError: (error) =>
          toastError(
            register ? 'Registration failed' : 'Cancellation failed',
            error,
            'Something went wrong. Please try again.',
          ),
      },
    );
  }

  return (
    <Card
      role="group"
      className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between"
      aria-labelledby={titleId}
    >
      <div className="flex min-w-0 gap-4">
        <div
          className={cn(
            'hidden size-12 shrink-0 items-center justify-center',
            'rounded-xl bg-rose-50 text-rose-700 sm:flex',
          )}
        >
          <Video className="size-6" aria-hidden />
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold text-stone-900">
              {officeHour.title}
            </h3>
            {state === 'registered' && (
              <Badge tone="green">
                <CheckCircle2 className="size-3" aria-hidden /> Registered
              </Badge>
            )}
            {state === 'full' && <Badge tone="red">Full</Badge>}
          </div>
          <p className="text-sm text-stone-600">with {officeHour.host}</p>
          {officeHour.description && <p className="mt-1 text-sm text-stone-700">{officeHour.description}</p>}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            <li className="flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden />
              <time dateTime={officeHour.scheduledAt}>{formatOfficeHourDate(officeHour.scheduledAt)}</time>
            </li>
            <li className="flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden /> {officeHour.duration} min
            </li>
            <li className="flex items-center gap-1.5">
              <Users className="size-4" aria-hidden />
              <span>
                {officeHour.registeredCount}/{officeHour.capacity} seats
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="shrink-0">
        {state === 'registered' ? (
          <Button variant="outline" onClick={() => handleRegister(false)} disabled={registration.isPending}>
            {registration.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Cancel registration
          </Button>
        ) : locked ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button disabled>{FEATURE_UPGRADE_TEXT['office-hours']}</Button>
            <Link to={BILLING_PATH} className={buttonVariants({ variant: 'outline' })}>
              Upgrade
            </Link>
          </div>
        ) : (
          <Button onClick={() => handleRegister(true)} disabled={state === 'full' || registration.isPending}>
            {registration.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Register
          </Button>
        )}
      </div>
    </Card>
  );
}
