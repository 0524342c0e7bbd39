import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CheckoutSessionDetails,
  LocalCheckoutView,
  LocalPaymentRequest,
  LocalPaymentResponse,
} from '@ringready/core/checkout';
import { apiJson, apiRequest, getErrorStatus } from '../../lib/api-request';

export const SESSION_LOAD_FAILED = 'Failed to load checkout session';
export const SESSION_RETRIEVE_FAILED = 'Failed to retrieve session';

/** GET /api/checkout/local/{id} through the default query function (errors keep "status: body"). */
export function localCheckoutKey(id: string): readonly string[] {
  return ['/api/checkout/local', encodeURIComponent(id)];
}

export function localPayUrl(id: string): string {
  return `/api/checkout/local/${encodeURIComponent(id)}/pay`;
}

export function checkoutSessionUrl(sessionId: string): string {
  return `/api/checkout/session/${encodeURIComponent(sessionId)}`;
}

export function useLocalCheckout(id: string) {
  return useQuery<LocalCheckoutView>({ queryKey: localCheckoutKey(id) });
}

/** POST …/pay; a non-OK answer rejects with "status: {message}" (402 declined, 400 invalid, 429 busy). */
export function useLocalPayment(id: string) {
  return useMutation({
    mutationFn: (input: LocalPaymentRequest) => apiJson<LocalPaymentResponse>('POST', localPayUrl(id), input),
  });
}

/**
 * The subscription behind a finished checkout. A non-OK answer is "Failed to retrieve session",
 * anything else that goes wrong (network, unreadable body) is "Failed to load checkout session".
 */
export async function fetchCheckoutSession(sessionId: string): Promise<CheckoutSessionDetails> {
  try {
    const res = await apiRequest('GET', checkoutSessionUrl(sessionId));
    return (await res.json()) as CheckoutSessionDetails;
  } catch (error) {
    const message = getErrorStatus(error) === null ? SESSION_LOAD_FAILED : SESSION_RETRIEVE_FAILED;
    throw new Error(message, { cause: error });
  }
}

export function useCheckoutSession(sessionId: string | null) {
  return useQuery({
    queryKey: ['/api/checkout/session', sessionId ?? ''],
    queryFn: () => fetchCheckoutSession(sessionId!),
    enabled: sessionId !== null,
  });
}
