import { errorCodes } from '@/shared/error-codes';
import type { CheckoutResponse } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';

/** Refusals whose message the server wrote for the user to read; any other failure gets the screen's text. */
const explainedCodes = new Set<string>([
  errorCodes.PAYMENTS_NOT_CONFIGURED,
  errorCodes.UNKNOWN_PRICE,
  errorCodes.VALIDATION_FAILED,
  errorCodes.STARTER_NOT_FOR_SALE,
  errorCodes.OWNER_ONLY,
  errorCodes.ALREADY_ON_PLAN,
  errorCodes.FOREIGN_RETURN_URL,
]);

/** The toast for a failed checkout or portal call; `fallback` names what failed. */
export function billingErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === errorCodes.NO_CUSTOMER) return billingMessages.noCustomerId;
  return explainedCodes.has(error.code) && error.message ? error.message : fallback;
}

/** Stripe's hosted page for a session, used when the server returned a session but no URL. */
export function checkoutRedirectUrl(response: CheckoutResponse): string | null {
  if (response.url) return response.url;
  return response.sessionId ? `https://checkout.stripe.com/c/pay/${response.sessionId}` : null;
}
