import { z } from 'zod';
import type { EmailAutomation, EmailList } from '@/shared/email/email';
import type { LeadToEmailSettings } from '@/shared/integrations/workflows';
import type { SelfApiClient } from '../../../http/self-api';
import { WorkflowStop, reasonOf } from './blog-to-social';
import type { RunLog } from './run-log';

const leadSchema = z.object({
  email: z.email(),
  name: z.string().trim().max(200).optional().catch(undefined),
  first_name: z.string().trim().max(200).optional().catch(undefined),
  consent: z.unknown().optional(),
});

/**
 * Lead to Email: a custom integration's post that carries an e-mail address is a lead; with consent
 * (when the settings ask for it) they join the chosen list through Uplift's own API as the member who
 * turned the workflow on, which starts the list's automations as any addition does. Answers how the
 * run ended.
 */
export async function leadToEmail(
  uplift: SelfApiClient,
  settings: LeadToEmailSettings,
  payload: Record<string, unknown>,
  log: RunLog,
): Promise<'succeeded' | 'skipped'> {
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : payload.email;
  const lead = leadSchema.safeParse({ ...payload, email });
  if (!lead.success) {
    await log.step('Read the lead', 'skipped', 'The post has no valid e-mail address: it is not a lead.');
    return 'skipped';
  }
  const { consent } = lead.data;
  const name = lead.data.name || lead.data.first_name || '';
  const address = lead.data.email;
  await log.step('Read the lead', 'done', name ? `${name} <${address}>` : address);

  if (settings.requireConsent && consent !== true) {
    await log.step('Consent', 'skipped', 'The post does not say consent: true, so the lead was not added.');
    return 'skipped';
  }
  await log.step('Consent', 'done', consent === true ? 'Given' : 'Not required by the settings');

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
