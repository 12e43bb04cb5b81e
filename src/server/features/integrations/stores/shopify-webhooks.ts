import { customerOf, refundOf, saleOf, shopifyCustomerPayload, shopifyOrderPayload, shopifyRefundPayload } from './shopify-payloads';
import { type StoreReceiver, parsedJson, readable, signedWith } from './store-webhooks';

/**
 * A connected Shopify shop's webhooks, signed with the app's API secret key (`X-Shopify-Hmac-Sha256`,
 * base64): a paid order is a sale (and its customer a customer), a refund a negative row of its own,
 * a new customer a customer. Topics Uplift did not ask for are acknowledged and left.
 */
export const shopifyReceiver: StoreReceiver = {
  provider: 'shopify',
  badSignature: 'The X-Shopify-Hmac-Sha256 signature does not match the app’s API secret key.',

  authentic: (delivery, { credentials }) =>
    signedWith(credentials.apiSecret, delivery.raw, delivery.header('x-shopify-hmac-sha256'), 'base64'),

  read(delivery, received) {
    const topic = delivery.header('x-shopify-topic');
    if (topic === 'orders/paid') {
      const order = readable(shopifyOrderPayload, parsedJson(delivery.raw));
      return {
        sales: [saleOf(order, received)],
        customers: order.customer ? [customerOf(order.customer, order.created_at ?? received)] : [],
      };
    }
    if (topic === 'refunds/create') {
      const refund = refundOf(readable(shopifyRefundPayload, parsedJson(delivery.raw)), received);
      return { sales: refund ? [refund] : [] };
    }
    if (topic === 'customers/create') {
      return { customers: [customerOf(readable(shopifyCustomerPayload, parsedJson(delivery.raw)), received)] };
    }
    return {};
  },
};
