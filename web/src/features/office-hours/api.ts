import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficeHour } from '@ringready/core/api';
import { apiJson, getErrorStatus } from '../../lib/api-request';
import { OFFICE_HOURS_KEY, USER_KEY } from '../../lib/query-keys';

export function useOfficeHours() {
  return useQuery<OfficeHour[]>({ queryKey: OFFICE_HOURS_KEY });
}

export type OfficeHourState = 'registered' | 'full' | 'open';

/** Full when registeredCount >= capacity and the user is not registered. */
export function officeHourState(
  officeHour: Pick<OfficeHour, 'registeredCount' | 'capacity' | 'isRegistered'>,
): OfficeHourState {
  if (officeHour.isRegistered) return 'registered';
  if (officeHour.registeredCount >= officeHour.capacity) return 'full';
  return 'open';
}

export function registrationUrl(id: string): string {
  return `/api/office-hours/${encodeURIComponent(id)}/registration`;
}

/** Register (POST) or cancel (DELETE); the server answers with the updated office hour. */
export function useRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, register }: { id: string; register: boolean }) =>
      apiJson<OfficeHour>(register ? 'POST' : 'DELETE', registrationUrl(id)),
    onSuccess: (updated) => {
      queryClient.setQueryData<OfficeHour[]>(OFFICE_HOURS_KEY, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      );
    },
    onError: (error) => {
      // Someone else took the last seat (409) or the session is gone (404): refresh the list.
      const status = getErrorStatus(error);
      if (status === 409 || status === 404)
        void queryClient.invalidateQueries({ queryKey: OFFICE_HOURS_KEY });
      // The plan no longer includes office hours (403): reload the user so the cards show the upgrade.
      if (status === 403) void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
