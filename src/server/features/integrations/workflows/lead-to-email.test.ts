import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmailAutomation, Subscriber } from '@/shared/email/email';
import type { Workflow } from '@/shared/integrations/workflows';
import type { TestClient } from '../../../test/harness';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { syncQueue } from '../catalogue/integration-syncs';
import { type FakeStripeAccount, startFakeStripeAccount, stripeCustomer } from '../test/fake-stripe-account';

let stripe: FakeStripeAccount;
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string> };
beforeAll(async () => {
  stripe = await startFakeStripeAccount();
  overrides.originsForTests.stripe = stripe.origin;
});
afterAll(async () => {
  await stripe?.close();
});
const uplift = useTestServer({}, overrides);

const leadToEmail = async (client: TestClient) =>
  ((await client.get('/api/integrations/workflows')).body.workflows as Workflow[]).find((workflow) => workflow.kind === 'lead_to_email')!;

/** The runs once `count` of them have ended, newest first. */
const endedRuns = async (client: TestClient, count: number) =>
  (await until(
    async () => (await leadToEmail(client)).runs,
    (runs) => runs.length >= count && runs.every((run) => run.status !== 'running'),
  ))!;

async function customIntegration(client: TestClient, name: string): Promise<{ id: string; post(payload: unknown): Promise<number> }> {
  const added = await client.post('/api/integrations/custom', { name, category: 'other', description: 'Leads from our forms' });
  expect(added.status).toBe(201);
  const id = added.body.integration.id as string;
  const secret = added.body.secret as string;
  return {
    id,
    post: async (payload) =>
      (
        await fetch(`${uplift.server.url}/api/integrations/incoming/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body: JSON.stringify(payload),
        })
      ).status,
  };
}

async function list(client: TestClient, name: string): Promise<string> {
  const created = await client.post('/api/email/lists', { name, optIn: 'single' });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const onList = async (client: TestClient, listId: string) =>
  ((await client.get(`/api/email/subscribers?listId=${listId}`)).body.subscribers as Subscriber[]).map((subscriber) => subscriber.email);

const labels = (steps: Workflow['runs'][number]['steps']) => steps.map((step) => [step.label, step.status, step.detail]);

describe('Lead to Email', () => {
  test('a lead with consent joins the chosen list and its automation starts; without consent, or twice, it is not added', async () => {
    const member = await uplift.member('leads.owner@example.com', 'enterprise');
    const forms = await customIntegration(member, 'Web forms');
    const listId = await list(member, 'Newsletter');
    const automation = await member.post('/api/email/automations', {
      name: 'Welcome series',
      listId,
      enabled: true,
      steps: [{ delayHours: 0, subject: 'Welcome', content: 'Glad you are here.' }],
    });
    expect(automation.status).toBe(201);
    expect((await leadToEmail(member)).settings).toBeNull();

    const activated = await member.put('/api/integrations/workflows/lead_to_email', { active: true, settings: { listId } });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({
      active: true,
      settings: { listId, sources: ['custom_integration'], integrationIds: [], requireConsent: true },
    });

    expect(await forms.post({ email: 'Ada@Example.com', first_name: 'Ada', consent: true })).toBe(202);
    const [added] = await endedRuns(member, 1);
    expect(added).toMatchObject({ trigger: 'Lead from Web forms', status: 'succeeded', error: null });
    expect(labels(added!.steps)).toEqual([
      ['Read the lead', 'done', 'A post to Web forms: Ada <ada@example.com>'],
      ['Consent', 'done', 'Given'],
      ['Added to list Newsletter', 'done', 'ada@example.com'],
      ['Automations started', 'done', 'Welcome series'],
    ]);
    expect(await onList(member, listId)).toEqual(['ada@example.com']);
    await until(
      async () => ((await member.get('/api/email/automations')).body.automations as EmailAutomation[])[0]!,
      (started) => started.active + started.sent >= 1,
    );

    expect(await forms.post({ email: 'bob@example.com', name: 'Bob' })).toBe(202);
    const [withoutConsent] = await endedRuns(member, 2);
    expect(withoutConsent).toMatchObject({ status: 'skipped' });
    expect(labels(withoutConsent!.steps)).toEqual([
      ['Read the lead', 'done', 'A post to Web forms: Bob <bob@example.com>'],
      ['Consent', 'skipped', 'They did not give consent to marketing e-mail, so they were not added.'],
    ]);

    expect(await forms.post({ email: 'ada@example.com', consent: true })).toBe(202);
    const [again] = await endedRuns(member, 3);
    expect(again).toMatchObject({ status: 'skipped' });
    expect(again!.steps[2]).toEqual({
      label: 'Added to list Newsletter',
      status: 'skipped',
      detail: 'ada@example.com is already on the list.',
    });

    expect(await forms.post({ note: 'not a lead' })).toBe(202);
    const [notALead] = await endedRuns(member, 4);
    expect(notALead).toMatchObject({ status: 'skipped' });
    expect(notALead!.steps).toEqual([
      { label: 'Read the lead', status: 'skipped', detail: 'A post to Web forms gave no valid e-mail address: it is not a lead.' },
    ]);
    expect(await onList(member, listId)).toEqual(['ada@example.com']);
  });

  test('consent can be left to the sender; only the chosen integrations feed it; turned off, it does not run', async () => {
    const member = await uplift.member('leads.chosen@example.com', 'enterprise');
    const crm = await customIntegration(member, 'CRM');
    const other = await customIntegration(member, 'Other tool');
    const listId = await list(member, 'Customers');
    const settings = { listId, integrationIds: [crm.id], requireConsent: false };
    expect((await member.put('/api/integrations/workflows/lead_to_email', { active: true, settings })).status).toBe(200);

    expect(await other.post({ email: 'ignored@example.com', consent: true })).toBe(202);
    expect(await crm.post({ email: 'carol@example.com' })).toBe(202);
    const [run] = await endedRuns(member, 1);
    expect(run).toMatchObject({ trigger: 'Lead from CRM', status: 'succeeded' });
    expect(run!.steps[1]).toEqual({ label: 'Consent', status: 'done', detail: 'Not required by the settings' });
    expect(run!.steps[3]).toEqual({ label: 'Automations started', status: 'skipped', detail: 'No automation is on for this list.' });
    await uplift.server.drained();
    expect((await leadToEmail(member)).runs).toHaveLength(1);
    expect(await onList(member, listId)).toEqual(['carol@example.com']);

    expect((await member.put('/api/integrations/workflows/lead_to_email', { active: false, settings })).status).toBe(200);
    expect(await crm.post({ email: 'dan@example.com' })).toBe(202);
    await uplift.server.drained();
    expect((await leadToEmail(member)).runs).toHaveLength(1);
  });

  test('a list deleted after activation fails the run with the reason', async () => {
    const member = await uplift.member('leads.gone@example.com', 'enterprise');
    const forms = await customIntegration(member, 'Forms');
    const listId = await list(member, 'Old list');
    await member.put('/api/integrations/workflows/lead_to_email', { active: true, settings: { listId } });
    expect((await member.delete(`/api/email/lists/${listId}`)).status).toBe(204);
    await forms.post({ email: 'erin@example.com', consent: true });
    const [run] = await endedRuns(member, 1);
    expect(run).toMatchObject({ status: 'failed', error: 'The chosen list no longer exists: choose another.' });
  });

  test('the settings name the workspace’s own list and custom integrations', async () => {
    const member = await uplift.member('leads.rules@example.com', 'enterprise');
    const stranger = await uplift.member('leads.stranger@example.com', 'enterprise');
    const ours = await list(member, 'Ours');
    const theirs = await list(stranger, 'Theirs');
    const theirIntegration = await customIntegration(stranger, 'Their CRM');
    const put = (settings: unknown) => member.put('/api/integrations/workflows/lead_to_email', { active: true, settings });

    const foreignList = await put({ listId: theirs });
    expect(foreignList.status).toBe(400);
    expect(foreignList.body.error.message).toBe('Choose a list of this workspace');
    const foreignIntegration = await put({ listId: ours, integrationIds: [theirIntegration.id] });
    expect(foreignIntegration.status).toBe(400);
    expect(foreignIntegration.body.error.message).toBe('Choose custom integrations of this workspace');
    expect((await put({})).body.error.message).toBe('Choose a list');
    expect((await put({ listId: ours, requireConsent: 'yes' })).status).toBe(400);
    expect((await leadToEmail(member)).active).toBe(false);
  });

  test('leads from a sign-up form, an analytics goal and a new shop customer join the list, each with its own consent', async () => {
    const member = await uplift.member('leads.sources@example.com', 'professional');
    const leadsList = await list(member, 'Leads');
    const formList = await list(member, 'Bakery news');
    const projectId = (await member.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example.com' })).body.id as string;
    expect((await member.post(`/api/analytics/projects/${projectId}/goals`, { kind: 'event', value: 'Signup' })).status).toBe(201);
    const settings = { listId: leadsList, sources: ['signup_form', 'analytics_goal', 'store_customer'], requireConsent: true };
    const activated = await member.put('/api/integrations/workflows/lead_to_email', { active: true, settings });
    expect(activated.status).toBe(200);

    // A visitor subscribes on the other list's public form: consent is the form's.
    const signedUp = await fetch(`${uplift.server.url}/m/subscribe/${formList}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'Fay@Example.com', name: 'Fay' }),
    });
    expect(signedUp.status).toBe(200);
    const [fromForm] = await endedRuns(member, 1);
    expect(fromForm).toMatchObject({ trigger: 'Sign-up form', status: 'succeeded' });
    expect(fromForm!.steps[0]!.detail).toBe('A sign-up form: Fay <fay@example.com>');
    // Signing up to the leads list itself is no lead for it: no run.
    await fetch(`${uplift.server.url}/m/subscribe/${leadsList}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'direct@example.com' }),
    });

    // The site's Signup event carries the visitor's address, and their consent as the page's script sends it.
    const goal = (props: Record<string, string>) =>
      fetch(`${uplift.server.url}/api/event`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36',
        },
        body: JSON.stringify({ p: projectId, n: 'Signup', u: 'https://bakery.example.com/join', m: props }),
      });
    expect((await goal({ email: 'gus@example.com', name: 'Gus', consent: 'true' })).status).toBe(202);
    const [fromGoal] = await endedRuns(member, 2);
    expect(fromGoal).toMatchObject({ trigger: 'Goal reached', status: 'succeeded' });
    expect(fromGoal!.steps[0]!.detail).toBe('The goal “Signup”: Gus <gus@example.com>');
    expect((await goal({ email: 'hal@example.com' })).status).toBe(202);
    const [noConsent] = await endedRuns(member, 3);
    expect(noConsent).toMatchObject({ trigger: 'Goal reached', status: 'skipped' });

    // The shop's new customers: one who agreed to marketing at checkout, one who did not.
    expect((await member.post('/api/integrations/stripe/connect', { credentials: { restrictedKey: stripe.readKey } })).status).toBe(200);
    const later = new Date(Date.now() + 60_000);
    stripe.charges = [];
    stripe.customers = [
      stripeCustomer('cus_ivy', 'ivy@example.com', later, { name: 'Ivy', metadata: { marketing_consent: 'true' } }),
      stripeCustomer('cus_jon', 'jon@example.com', later),
    ];
    expect((await member.post('/api/integrations/stripe/sync')).status).toBe(202);
    await uplift.server.drained([syncQueue]);
    const runs = await endedRuns(member, 5);
    expect(
      runs
        .slice(0, 2)
        .map((run) => [run.trigger, run.status, run.steps[0]!.detail])
        .sort(),
    ).toEqual([
      ['New shop customer', 'skipped', 'A new Stripe customer: jon@example.com'],
      ['New shop customer', 'succeeded', 'A new Stripe customer: Ivy <ivy@example.com>'],
    ]);

    await uplift.server.drained();
    expect((await leadToEmail(member)).runs).toHaveLength(5);
    expect((await onList(member, leadsList)).sort()).toEqual([
      'direct@example.com',
      'fay@example.com',
      'gus@example.com',
      'ivy@example.com',
    ]);
  });
});
