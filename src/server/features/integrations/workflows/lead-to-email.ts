import { z } from 'zod';
import type { EmailAutomation, EmailList } from '@/shared/email/email';
import type { LeadSource, LeadToEmailSettings } from '@/shared/integrations/workflows';
import type { DomainEvent } from '../../../domain-events/domain-events';
import type { SelfApiClient } from '../../../http/self-api';
import { WorkflowStop, reasonOf } from './blog-to-social';
import type { RunLog } from './run-log';

const emailSchema = z.email();
const nameSchema = z.string().trim().max(200).catch('');

/** Someone who may join the list: where they came from (for the run log), and what they said. */
export interface Lead {
  from: string;
  email: unknown;
  name: string;
  consent: boolean;
}

/** The domain events a lead may arrive in. */
export const leadEventTypes: ReadonlySet<string> = new Set([
  'subscriber.created',
  'goal.converted',
  'customer.created',
  'integration.received',
]);

/**
 * The lead an event brings under the settings, or null when it is none of theirs: a source they did
 * not choose, a custom integration they did not name, a sign-up to the very list leads join.
 */
export function leadOf(event: DomainEvent, settings: LeadToEmailSettings): Lead | null {
  const { data } = event;
  const chose = (source: LeadSource) => settings.sources.includes(source);
  if (event.type === 'subscriber.created') {
    // A form is the only sign-up a visitor makes; the others are the workspace's own additions (this workflow's among them).
    if (!chose('signup_form') || data.source !== 'form') return null;
    if (Array.isArray(data.listIds) && data.listIds.includes(settings.listId)) return null;
    // A form records consent (and a double opt-in address is announced only once confirmed).
    return { from: 'A sign-up form', email: data.email, name: nameSchema.parse(data.name ?? ''), consent: true };
  }
  if (event.type === 'goal.converted') {
    const props = (data.props ?? {}) as Record<string, unknown>;
    if (!chose('analytics_goal') || props.email === undefined) return null;
    return {
      from: `The goal ${goalName(data.goal)}`,
      email: props.email,
      name: nameSchema.parse(props.name ?? ''),
      consent: saysYes(props.consent),
    };
  }
  if (event.type === 'customer.created') {
    if (!chose('store_customer')) return null;
    const shop = data.source === 'shopify' ? 'Shopify' : 'Stripe';
    return { from: `A new ${shop} customer`, email: data.email, name: nameSchema.parse(data.name ?? ''), consent: data.consent === true };
  }
  if (event.type === 'integration.received') {
    if (!chose('custom_integration')) return null;
    if (settings.integrationIds.length > 0 && !settings.integrationIds.includes(String(data.integrationId))) return null;
    const payload = (data.payload ?? {}) as Record<string, unknown>;
    return {
      from: `A post to ${String(data.integration)}`,
      email: payload.email,
      name: nameSchema.parse(payload.name || payload.first_name || ''),
      consent: payload.consent === true,
    };
  }
  return null;
}

/** A goal as the run log names it: its page or event. */
function goalName(goal: unknown): string {
  const { kind, value } = (goal ?? {}) as { kind?: unknown; value?: unknown };
  return kind === 'page' ? `visit ${String(value)}` : `“${String(value)}”`;
}

/** A property says yes as a boolean or, from a page's script, as the text "true". */
function saysYes(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * Lead to Email: a lead with a valid address joins the chosen list, with consent when the settings
 * ask for it, through Uplift's own API as the member who turned the workflow on, which starts the
 * list's automations as any addition does. Answers how the run ended.
 */
export async function leadToEmail(
  uplift: SelfApiClient,
  settings: LeadToEmailSettings,
  lead: Lead,
  log: RunLog,
): Promise<'succeeded' | 'skipped'> {
  const email = emailSchema.safeParse(typeof lead.email === 'string' ? lead.email.trim().toLowerCase() : lead.email);
  if (!email.success) {
    await log.step('Read the lead', 'skipped', `${lead.from} gave no valid e-mail address: it is not a lead.`);
    return 'skipped';
  }
  const address = email.data;
  const { name } = lead;
  await log.step('Read the lead', 'done', `${lead.from}: ${name ? `${name} <${address}>` : address}`);

  if (settings.requireConsent && !lead.consent) {
    await log.step('Consent', 'skipped', 'They did not give consent to marketing e-mail, so they were not added.');
    return 'skipped';
  }
  await log.step('Consent', 'done', lead.consent ? 'Given' : 'Not required by the settings');

  const lists = await uplift.call<{ lists: EmailList[] }>('GET', '/api/email/lists');
  const list = lists.ok ? lists.body.lists.find((candidate) => candidate.id === settings.listId) : undefined;
  if (!list)
    throw new WorkflowStop(
      lists.ok ? 'The chosen list no longer exists: choose another.' : `The lists could not be read: ${reasonOf(lists)}`,
    );

  const added = await uplift.call('POST', '/api/email/subscribers', { email: address, name, listIds: [list.id] });
  if (added.status === 409) {
    await log.step(`Added to list ${list.name}`, 'skipped', `${address} is already on the list.`);
    return 'skipped';
  }
  if (!added.ok) throw new WorkflowStop(`The lead could not be added to ${list.name}: ${reasonOf(added)}`);
  await log.step(`Added to list ${list.name}`, 'done', address);

  // Joining a list starts its automations that are on (the e-mail area does it as it adds them).
  const automations = await uplift.call<{ automations: EmailAutomation[] }>('GET', '/api/email/automations');
  const started = automations.ok
    ? automations.body.automations.filter((automation) => automation.listId === list.id && automation.enabled)
    : [];
  await log.step(
    'Automations started',
    started.length ? 'done' : 'skipped',
    started.length ? started.map((automation) => automation.name).join(', ') : 'No automation is on for this list.',
  );
  return 'succeeded';
}
