// A webhook receiver for tests and the bench: a local HTTP server that checks each request's
// Standard Webhooks signature with the library receivers use, records what it got, and fails on
// purpose when asked.
import { Webhook } from 'standardwebhooks';
import { sendJson, startFakeHttp } from '../../../test/fake-http';

export interface ReceivedWebhook {
  /** webhook-id: the delivery's, the same on every attempt. */
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The signature checked out with one of the secrets the receiver holds (false when it holds none). */
  verified: boolean;
  /** What the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  /** Where to point an endpoint: the receiver's origin and a path. */
  url: string;
  received: ReceivedWebhook[];
  /** The endpoints' secrets, to verify with; add one once its endpoint is created. */
  secrets: string[];
  /** Answers the next `times` requests with `status` (500 by default) instead of 204. */
  failNext(times: number, status?: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let failures = 0;
  let failStatus = 500;
  const received: ReceivedWebhook[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    received,
    secrets: [],
    failNext(times, status = 500) {
      failures = times;
      failStatus = status;
    },
    close: () => http.close(),
  };
  const http = await startFakeHttp((request, response) => {
    const header = (name: string) => String(request.headers[name] ?? '');
    const body = request.raw.toString('utf8');
    const headers = {
      'webhook-id': header('webhook-id'),
      'webhook-timestamp': header('webhook-timestamp'),
      'webhook-signature': header('webhook-signature'),
    };
    const verified = receiver.secrets.some((secret) => {
      try {
        new Webhook(secret).verify(body, headers);
        return true;
      } catch {
        return false;
      }
    });
    const status = failures > 0 ? failStatus : 204;
    if (failures > 0) failures--;
    received.push({
      id: header('webhook-id'),
      timestamp: header('webhook-timestamp'),
      signature: header('webhook-signature'),
      body,
      verified,
      status,
    });
    if (status === 204) response.writeHead(204).end();
    else sendJson(response, status, { error: 'Failing on purpose' });
  });
  receiver.url = `${http.origin}/hooks/uplift`;
  return receiver;
}
