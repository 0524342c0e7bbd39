import { useQuery } from '@tanstack/react-query';
import { CHECKOUT_TEXTS } from '@ringready/core/checkout';
import type { CheckoutTerms, CreateCheckoutRequest, CreateCheckoutResponse } from '@ringready/core/checkout';
import { apiJson, getErrorMessage, getErrorStatus } from '../../lib/api-request';

export const CREATE_CHECKOUT_URL = '/api/checkout/create-session';

/**
 * Creates a checkout session and returns the URL of its card checkout. A refusal the buyer can act on
 * (4xx: the e-mail has an account, too many attempts, invalid input) shows the server's reason; any other
 * non-OK answer becomes "Failed to create checkout session"; an answer without a URL becomes "No checkout
 * URL received"; a network failure becomes the generic "Failed to start checkout process" message.
 */
export async function createCheckoutSession(input: CreateCheckoutRequest): Promise<string> {
  let data: Partial<CreateCheckoutResponse> | undefined;
  try {
    data = await apiJson<Partial<CreateCheckoutResponse> | undefined>('POST', CREATE_CHECKOUT_URL, input);
  } catch (error) {
    const status = getErrorStatus(error);
    const message =
      status === null
        ? CHECKOUT_TEXTS.failed
        : status >= 400 && status < 500
          ? getErrorMessage(error, CHECKOUT_TEXTS.createFailed)
          : CHECKOUT_TEXTS.createFailed;
    throw new Error(message, { cause: error });
  }
  if (!data || typeof data.url !== 'string' || !data.url) throw new Error(CHECKOUT_TEXTS.noUrl);
  return data.url;
}

/** The free trial every new subscription starts with (the server's setting, public). */
export function useCheckoutTerms() {
  return useQuery<CheckoutTerms>({ queryKey: ['/api/checkout/terms'] });
}
