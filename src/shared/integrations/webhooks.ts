// Outgoing webhooks (issue 33): the endpoints a workspace posts its events to, signed as Standard
// Webhooks, and the log of their deliveries. Shared by the settings card and the server's routes.
import { z } from 'zod';
import { type DomainEventType, domainEventTypes } from '../domain-events';

export const webhookMessages = {
  title: 'Webhooks',
  description: 'Uplift posts what happens in this workspace to your endpoints, signed with Standard Webhooks.',
  notOnPlan: 'Webhooks are part of the Professional and Enterprise plans.',
  loadFailed: 'Failed to load webhooks',
  empty: 'No endpoints yet. Add one to get told when content is published, a campaign is sent and more.',
  add: 'Add endpoint',
  addTitle: 'Add a webhook endpoint',
  urlLabel: 'Endpoint URL',
  urlPlaceholder: 'https://example.com/webhooks/uplift',
  descriptionLabel: 'Description',
  descriptionPlaceholder: 'What receives these events',
  eventsLabel: 'Events',
  allEvents: 'All events, including those added later',
  save: 'Add',
  saving: 'Adding…',
  allEventsShort: 'All events',
  eventCount: (count: number) => (count === 1 ? '1 event' : `${count} events`),
  lastAttempt: (status: number | null, ms: number | null) =>
    [status === null ? 'No answer' : `HTTP ${status}`, ms === null ? null : `${ms} ms`].filter(Boolean).join(' · '),
  nextAttempt: 'Scheduled',
  cancel: 'Cancel',
  added: 'Endpoint added',
  addFailed: 'Failed to add the endpoint',
  secretTitle: 'Signing secret',
  secretOnce: 'Copy this secret now: it verifies that requests come from Uplift. You can reveal it again later.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  reveal: 'Reveal secret',
  rotate: 'Rotate secret',
  rotated: 'Secret rotated. The old one still signs for 24 hours.',
  enabled: 'Enabled',
  disabled: 'Disabled',
  disabledFailing: 'Turned off: it failed for five days',
  updated: 'Endpoint updated',
  updateFailed: 'Failed to update the endpoint',
  remove: 'Delete',
  removeTitle: 'Delete this endpoint?',
  removeText: 'Uplift stops sending it events, and its delivery log is deleted.',
  removed: 'Endpoint deleted',
  removeFailed: 'Failed to delete the endpoint',
  sendTest: 'Send test event',
  testSent: 'Test event queued',
  testFailed: 'Failed to send a test event',
  deliveries: 'Deliveries',
  noDeliveries: 'Nothing sent yet.',
  resend: 'Resend',
  resent: 'Delivery queued again',
  resendFailed: 'Failed to resend the delivery',
  attempt: (attempt: number) => `Attempt ${attempt}`,
  requestBody: 'Request body',
  more: 'Older deliveries',
  urlInvalid: 'Enter a valid address starting with https://.',
  eventsRequired: 'Choose at least one event, or all events.',
  eventUnknown: 'This event does not exist.',
  descriptionTooLong: 'A description has at most 200 characters.',
  failedNoticeTitle: 'A webhook endpoint was turned off',
  failedNoticeBody: (url: string) =>
    `${url} failed every delivery for five days, so Uplift stopped sending to it. Fix the receiver and turn it on again in Settings → Integrations.`,
} as const;

/** What a receiver gets as the `type` of a test event. */
export const webhookTestEventType = 'webhook.test';

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof deliveryStatuses)[number];
export const attemptStatuses = ['scheduled', 'sending', 'succeeded', 'failed', 'canceled'] as const;
export type WebhookAttemptStatus = (typeof attemptStatuses)[number];

const eventType = z.enum(domainEventTypes as [DomainEventType, ...DomainEventType[]], { error: webhookMessages.eventUnknown });

/** http(s) with a host and no credentials; the server refuses plain http unless it may reach its own network. */
export const webhookUrlSchema = z
  .string({ error: webhookMessages.urlInvalid })
  .trim()
  .max(2000, webhookMessages.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname) && !url.username && !url.password;
    } catch {
      return false;
    }
  }, webhookMessages.urlInvalid);

/** The events an endpoint gets: some, or null for all of them. */
const eventTypesSchema = z.array(eventType).min(1, webhookMessages.eventsRequired).max(domainEventTypes.length).nullable();

export const webhookEndpointInputSchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(200, webhookMessages.descriptionTooLong).default(''),
  eventTypes: eventTypesSchema.default(null),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointUpdateSchema = z.object({
  url: webhookUrlSchema.optional(),
  description: z.string().trim().max(200, webhookMessages.descriptionTooLong).optional(),
  eventTypes: eventTypesSchema.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

/** A REST hook subscription as Zapier (target_url), Make and n8n (url) send it: one event to one address. */
export const hookSubscriptionSchema = z
  .object({ target_url: webhookUrlSchema.optional(), url: webhookUrlSchema.optional(), event: eventType })
  .refine((hook) => hook.target_url ?? hook.url, { message: webhookMessages.urlInvalid, path: ['target_url'] })
  .transform((hook) => ({ url: (hook.target_url ?? hook.url)!, event: hook.event }));

export const webhookDeliveriesQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** Deliveries a page of the log shows. */
export const deliveriesPerPage = 20;

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  eventTypes: DomainEventType[] | null;
  enabled: boolean;
  disabledReason: 'failing' | null;
  failingSince: string | null;
  source: 'settings' | 'hook';
  createdAt: string;
  updatedAt: string;
}

/** The answer to creating an endpoint: the only one, with a reveal or a rotation, that holds its secret. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

export interface WebhookAttempt {
  attempt: number;
  trigger: 'schedule' | 'resend';
  status: WebhookAttemptStatus;
  scheduledAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  /** Sent as webhook-id on every attempt. */
  id: string;
  eventType: string;
  body: string;
  status: WebhookDeliveryStatus;
  createdAt: string;
  attempts: WebhookAttempt[];
}

export interface WebhookDeliveryPage {
  deliveries: WebhookDelivery[];
  total: number;
  page: number;
  pageSize: number;
}
