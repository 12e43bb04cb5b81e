import { Webhook } from 'standardwebhooks';
import { ApiCallError, type GuardedApi } from '../../../http/guarded-api';

/** A receiver that has not answered in this long has failed the attempt (Svix waits 15 s too). */
export const deliveryTimeoutMs = 15_000;
/** What the log keeps of a receiver's answer. */
const keptAnswer = 1000;

export interface OutgoingAttempt {
  /** The delivery's id: webhook-id, the same on every attempt, for receivers to drop repeats. */
  deliveryId: string;
  url: string;
  body: string;
  /** Every secret the endpoint signs with now: a rotated one keeps signing for a day beside the new one. */
  secrets: readonly string[];
}

export interface AttemptOutcome {
  succeeded: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number;
  error: string | null;
}

/**
 * Sends one attempt as Standard Webhooks has it: webhook-id, webhook-timestamp and one v1 signature
 * per secret, through the SSRF-guarded client, which refuses private addresses and never follows a
 * redirect. A 2xx succeeds; any other answer, a timeout or no answer fails.
 */
export async function sendAttempt(api: GuardedApi, attempt: OutgoingAttempt): Promise<AttemptOutcome> {
  // The receiver checks the timestamp against its own clock, so it is the real time of sending.
  const sentAt = new Date();
  const signature = attempt.secrets.map((secret) => new Webhook(secret).sign(attempt.deliveryId, sentAt, attempt.body)).join(' ');
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const response = await api.call({
      method: 'POST',
      url: attempt.url,
      headers: {
        'webhook-id': attempt.deliveryId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: { raw: Buffer.from(attempt.body), contentType: 'application/json' },
      acceptRedirectStatus: true,
      timeoutMs: deliveryTimeoutMs,
    });
    const succeeded = response.status >= 200 && response.status < 300;
    return {
      succeeded,
      responseStatus: response.status,
      responseBody: response.text.slice(0, keptAnswer),
      durationMs: durationMs(),
      error: succeeded ? null : `The endpoint answered ${response.status}.`,
    };
  } catch (error) {
    // ApiCallError's text is safe to show; anything else is not.
    const message = error instanceof ApiCallError ? error.message : 'Uplift could not send the request.';
    return { succeeded: false, responseStatus: null, responseBody: null, durationMs: durationMs(), error: message };
  }
}
