// A user's own Stripe account as a restricted key sees it: charges and customers lists, a 401 for an
// unknown key and Stripe's 403 for a key without the permission, in Stripe's error shape.
import { type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeStripeAccount {
  origin: string;
  /** A key with Charges and Customers: Read. */
  readKey: string;
  /** A key without them. */
  narrowKey: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startFakeStripeAccount(): Promise<FakeStripeAccount> {
  const readKey = 'rk_test_51Readable0000charges';
  const narrowKey = 'rk_test_51Narrow00000000none';
  const server = await startFakeHttp((request, response) => {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (key !== readKey && key !== narrowKey) {
      return sendJson(response, 401, {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${(key ?? '').slice(0, 8)}***` },
      });
    }
    if (request.method === 'GET' && (request.path === '/v1/charges' || request.path === '/v1/customers')) {
      if (key === narrowKey) {
        return sendJson(response, 403, {
          error: {
            type: 'invalid_request_error',
            message: `The provided key does not have the required permissions for this endpoint. Having the 'rak_charge_read' permission would allow this request to continue.`,
          },
        });
      }
      return sendJson(response, 200, { object: 'list', data: [], has_more: false, url: request.path });
    }
    return sendJson(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path}).` },
    });
  });
  return { origin: server.origin, readKey, narrowKey, received: server.received, close: server.close };
}
