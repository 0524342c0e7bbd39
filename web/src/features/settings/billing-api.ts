import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingOverview } from '@ringready/core/billing';
import type { Tier } from '@ringready/core/plans';
import { apiJson } from '../../lib/api-request';
import { BILLING_KEY, USER_KEY } from '../../lib/query-keys';

export function useBilling() {
  return useQuery<BillingOverview>({ queryKey: BILLING_KEY });
}

/** Every billing action answers with the new overview; limits change with it, so the user is reloaded too. */
function useBillingMutation<TInput>(request: (input: TInput) => Promise<BillingOverview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (overview) => {
      queryClient.setQueryData(BILLING_KEY, overview);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_KEY }),
      ]);
    },
  });
}

export function useChangePlan() {
  return useBillingMutation((tier: Tier) =>
    apiJson<BillingOverview>('POST', '/api/billing/change-plan', { tier }),
  );
}

export function useCancelSubscription() {
  return useBillingMutation((refund: boolean) =>
    apiJson<BillingOverview>('POST', '/api/billing/cancel', { refund }),
  );
}

export function useResumeSubscription() {
  return useBillingMutation(() => apiJson<BillingOverview>('POST', '/api/billing/resume'));
}
