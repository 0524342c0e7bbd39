import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOK_DELIVERY_PAGE_DEFAULT,
  type CreateWebhookRequest,
  type WebhookDeliverySummary,
  type WebhookEndpointSummary,
} from '@ringready/core/api-access';
import { apiJson, apiRequest } from '../../lib/api-request';

const ENDPOINTS_URL = '/api/webhooks/endpoints';
export const WEBHOOK_ENDPOINTS_KEY = [ENDPOINTS_URL] as const;
const deliveriesKey = (endpointId: string) => [ENDPOINTS_URL, endpointId, 'deliveries'] as const;
const endpointUrl = (id: string) => `${ENDPOINTS_URL}/${encodeURIComponent(id)}`;

/** While a delivery is still being tried, the log is read again this often. */
const PENDING_REFRESH_MS = 3000;

/** The caller's webhook endpoints (asked only on the Master plan). */
export function useWebhookEndpoints(enabled: boolean) {
  return useQuery<WebhookEndpointSummary[]>({
    queryKey: WEBHOOK_ENDPOINTS_KEY,
    enabled,
    queryFn: () => apiJson<WebhookEndpointSummary[]>('GET', ENDPOINTS_URL),
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookRequest) =>
      apiJson<WebhookEndpointSummary>('POST', ENDPOINTS_URL, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', endpointUrl(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}

/**
 * An endpoint's delivery log, newest first, a page at a time (`?limit=&before=`): a page shorter than the
 * limit is the last. Read again every few seconds while a delivery is pending.
 */
export function useWebhookDeliveries(endpointId: string, limit = WEBHOOK_DELIVERY_PAGE_DEFAULT) {
  const query = useInfiniteQuery({
    queryKey: [...deliveriesKey(endpointId), limit],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (pageParam) params.set('before', pageParam);
      return apiJson<WebhookDeliverySummary[]>('GET', `${endpointUrl(endpointId)}/deliveries?${params}`);
    },
    getNextPageParam: (last) => (last.length < limit ? undefined : last[last.length - 1]!.id),
    refetchInterval: (q) =>
      q.state.data?.pages.some((page) => page.some((d) => d.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
  return { ...query, deliveries: query.data?.pages.flat() };
}

export function useSendTestEvent(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<WebhookDeliverySummary>('POST', `${endpointUrl(endpointId)}/test`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
