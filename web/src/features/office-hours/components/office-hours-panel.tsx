import { CalendarX2 } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { planIncludes } from '@ringready/core/billing';
import { getErrorMessage } from '../../../lib/api-request';
import { currentTier } from '../../../lib/subscription';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useOfficeHours } from '../api';
import { OfficeHourCard } from './office-hour-card';

/** Upcoming live office hours with registration. */
export function OfficeHoursPanel() {
  const officeHours = useOfficeHours();
  const user = useCurrentUser();
  // Registration needs a plan with office hours; while the user is unknown the server decides.
  const locked = user.isSuccess && !planIncludes(currentTier(user.data.subscription), 'office-hours');
  if (officeHours.isPending) return <Spinner label="Loading office hours..." className="py-10" />;
  if (officeHours.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {getErrorMessage(officeHours.error, 'Office hours could not be loaded.')}
      </p>
    );
  }
  if (officeHours.data.length === 0) {
    return (
      <EmptyState icon={CalendarX2} title="No upcoming office hours scheduled">
        New live sessions with our coaches are added regularly. Check back soon.
      </EmptyState>
    );
  }
  return (
    <section aria-label="Upcoming office hours" className="grid grid-cols-1 gap-3">
      <p className="text-sm text-stone-600">
        Join a live group session with a sales coach. Times are shown in your time zone.
      </p>
      {officeHours.data.map((officeHour) => (
        <OfficeHourCard key={officeHour.id} officeHour={officeHour} locked={locked} />
      ))}
    </section>
  );
}
