import { describe, expect, it } from 'vitest';
import { billingMessages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';
import { billingErrorText, checkoutRedirectUrl } from './billing-errors';

describe('billingErrorText', () => {
  it('shows the server message of an explained refusal', () => {
    const error = new ApiError(503, 'PAYMENTS_NOT_CONFIGURED', billingMessages.paymentsNotConfigured);
    expect(billingErrorText(error, billingMessages.checkoutFailed)).toBe(billingMessages.paymentsNotConfigured);
    const owner = new ApiError(403, 'OWNER_ONLY', billingMessages.ownerOnly);
    expect(billingErrorText(owner, billingMessages.checkoutFailed)).toBe(billingMessages.ownerOnly);
  });

  it('says No customer ID found when the workspace has no customer', () => {
    const error = new ApiError(404, 'NO_CUSTOMER', 'anything');
    expect(billingErrorText(error, billingMessages.openPortalFailed)).toBe('No customer ID found');
  });

  it('falls back to the screen text for anything else', () => {
    expect(billingErrorText(new ApiError(500, 'INTERNAL', 'boom'), billingMessages.checkoutFailed)).toBe(billingMessages.checkoutFailed);
    expect(billingErrorText(new TypeError('Failed to fetch'), billingMessages.portalFailed)).toBe(billingMessages.portalFailed);
    expect(billingErrorText(new ApiError(503, 'PAYMENTS_NOT_CONFIGURED', ''), billingMessages.checkoutFailed)).toBe(
      billingMessages.checkoutFailed,
    );
  });
});

describe('checkoutRedirectUrl', () => {
  it('uses the returned URL', () => {
    expect(checkoutRedirectUrl({ sessionId: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1#x' })).toBe(
      'https://checkout.stripe.com/c/pay/cs_1#x',
    );
  });

  it("falls back to Stripe's page for the session", () => {
    expect(checkoutRedirectUrl({ sessionId: 'cs_2', url: null })).toBe('https://checkout.stripe.com/c/pay/cs_2');
  });

  it('has nowhere to go without either', () => {
    expect(checkoutRedirectUrl({ sessionId: '', url: null })).toBeNull();
  });
});
