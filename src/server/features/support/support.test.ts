import { describe, expect, test } from 'vitest';
import { errorCodes } from '@/shared/error-codes';
import type { OnboardingChecklist, SupportEntry, SupportOverview } from '@/shared/support/support';
import { supportMessages } from '@/shared/support/support';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

const uplift = useTestServer();

const contacts = {
  emailAddress: 'help@operator.example',
  emailHours: 'Mon–Fri 9:00–17:00 CET',
  priorityAddress: 'priority@operator.example',
  priorityHours: 'Every day 8:00–20:00 CET',
  phoneNumber: '+44 20 7946 0958',
  phoneHours: 'Mon–Fri 9:00–17:00 GMT',
  managerName: 'Dana Okafor',
  managerEmail: 'dana@operator.example',
  managerPhone: '+44 20 7946 0959',
  onboardingUrl: 'https://cal.operator.example/onboarding',
  onboardingEmail: 'onboarding@operator.example',
  onboardingNote: 'A 45-minute call to set up your first project.',
};

const entry = (overview: SupportOverview, feature: SupportEntry['feature']) => {
  const found = overview.entries.find((candidate) => candidate.feature === feature);
  if (!found) throw new Error(`No ${feature} entry`);
  return found;
};
const channel = (found: SupportEntry, field: string) => found.channels.find((candidate) => candidate.field === field);
const overviewOf = async (client: TestClient) => (await client.get('/api/support')).body as SupportOverview;

describe('the operator’s contacts (Admin → Support)', () => {
  test('an admin sets them, reads them back, and a field left out is cleared', async () => {
    const saved = await uplift.admin.put('/api/admin/support', contacts);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(contacts);
    expect(saved.body.updatedAt).toEqual(expect.any(String));
    expect((await uplift.admin.get('/api/admin/support')).body).toMatchObject(contacts);

    const { managerPhone: _dropped, ...withoutManagerPhone } = contacts;
    const cleared = await uplift.admin.put('/api/admin/support', { ...withoutManagerPhone, onboardingNote: '   ' });
    expect(cleared.body).toMatchObject({ managerPhone: null, onboardingNote: null, phoneNumber: contacts.phoneNumber });
    await uplift.admin.put('/api/admin/support', contacts);
  });

  test('a workspace member who is no admin may neither read nor set them', async () => {
    const owner = await uplift.member('support-owner@uplift.test', 'enterprise');
    expect((await owner.get('/api/admin/support')).status).toBe(403);
    const refused = await owner.put('/api/admin/support', { ...contacts, phoneNumber: '+1 555 0100 999' });
    expect(refused.status).toBe(403);
    expect((await uplift.admin.get('/api/admin/support')).body.phoneNumber).toBe(contacts.phoneNumber);
  });

  test.each([
    ['emailAddress', 'not-an-address', supportMessages.invalidEmail],
    ['managerEmail', 'dana@', supportMessages.invalidEmail],
    ['phoneNumber', 'call us', supportMessages.invalidPhone],
    ['phoneNumber', '12345', supportMessages.invalidPhone],
    ['onboardingUrl', 'http://cal.operator.example/onboarding', supportMessages.httpsOnly],
    ['onboardingUrl', 'javascript:alert(1)', supportMessages.httpsOnly],
    ['emailHours', 'x'.repeat(201), supportMessages.tooLong(200)],
    ['phoneHours', 42, supportMessages.notText],
  ])('%s = %j answers 400 with its message and changes nothing', async (field, value, message) => {
    const answer = await uplift.admin.put('/api/admin/support', { ...contacts, [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: errorCodes.VALIDATION_FAILED, message });
    expect((await uplift.admin.get('/api/admin/support')).body).toMatchObject(contacts);
  });

  test('a write from another origin is refused', async () => {
    const response = await fetch(`${uplift.server.url}/api/admin/support`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(contacts),
    });
    expect(response.status).toBe(403);
  });
});

describe('what the plan includes (Settings → Support)', () => {
  test('Starter: e-mail support with its contacts; priority, onboarding, phone and account manager locked with their plan', async () => {
    await uplift.admin.put('/api/admin/support', contacts);
    const overview = await overviewOf(await uplift.member('support-starter@uplift.test'));
    expect(overview.plan).toEqual({ id: 'starter', name: 'Starter' });
    const email = entry(overview, 'email_support');
    expect(email.included).toBe(true);
    expect(channel(email, 'emailAddress')).toMatchObject({ value: contacts.emailAddress, href: `mailto:${contacts.emailAddress}` });
    expect(channel(email, 'emailHours')).toMatchObject({ value: contacts.emailHours, href: null });

    const phone = entry(overview, 'phone_support');
    expect(phone).toMatchObject({ included: false, fromPlan: { id: 'enterprise', name: 'Enterprise' }, channels: [] });
    expect(entry(overview, 'priority_support')).toMatchObject({ included: false, fromPlan: { id: 'professional' } });
    expect(entry(overview, 'onboarding_assistance')).toMatchObject({ included: false, fromPlan: { id: 'professional' } });
    // The contacts of what the plan lacks are not handed out.
    expect(JSON.stringify(overview)).not.toContain(contacts.phoneNumber);
  });

  test('Enterprise: every entry, each with how to reach it', async () => {
    await uplift.admin.put('/api/admin/support', contacts);
    const overview = await overviewOf(await uplift.member('support-enterprise@uplift.test', 'enterprise'));
    expect(overview.entries.map((found) => [found.feature, found.included])).toEqual([
      ['email_support', true],
      ['priority_support', true],
      ['onboarding_assistance', true],
      ['phone_support', true],
      ['dedicated_account_manager', true],
    ]);
    expect(channel(entry(overview, 'phone_support'), 'phoneNumber')).toMatchObject({
      value: contacts.phoneNumber,
      href: 'tel:+442079460958',
    });
    expect(channel(entry(overview, 'dedicated_account_manager'), 'managerName')?.value).toBe(contacts.managerName);
    expect(channel(entry(overview, 'onboarding_assistance'), 'onboardingUrl')).toMatchObject({
      value: contacts.onboardingUrl,
      href: contacts.onboardingUrl,
    });
  });

  test('a contact the operator has not set says so instead of inventing one', async () => {
    const { phoneNumber: _unset, ...rest } = contacts;
    await uplift.admin.put('/api/admin/support', rest);
    const overview = await overviewOf(await uplift.member('support-unset@uplift.test', 'enterprise'));
    expect(channel(entry(overview, 'phone_support'), 'phoneNumber')).toEqual({
      field: 'phoneNumber',
      label: 'Phone',
      value: null,
      href: null,
      notSet: 'Your operator has not set a phone number yet.',
    });
    await uplift.admin.put('/api/admin/support', contacts);
  });

  test('signed out answers 401', async () => {
    expect((await fetch(`${uplift.server.url}/api/support`)).status).toBe(401);
  });
});

describe('onboarding assistance’s checklist', () => {
  const checklistOf = async (client: TestClient) => (await client.get('/api/support/onboarding')).body as OnboardingChecklist;
  const doneSteps = (checklist: OnboardingChecklist) => checklist.steps.filter((step) => step.done).map((step) => step.id);

  test('Starter is refused with the plan’s text', async () => {
    const starter = await uplift.member('onboarding-starter@uplift.test');
    const refused = await starter.get('/api/support/onboarding');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: errorCodes.FEATURE_NOT_AVAILABLE,
      message: supportMessages.onboardingNotAvailable,
    });
  });

  test('ticks as a project, content, a campaign and the tracker’s first visit arrive', async () => {
    const client = await uplift.member('onboarding-pro@uplift.test', 'professional');
    const empty = await checklistOf(client);
    expect(empty).toMatchObject({ done: 0, total: 4 });
    expect(empty.steps.map((step) => step.id)).toEqual(['project', 'tracker', 'content', 'campaign']);

    const project = await client.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example' });
    expect(project.status).toBe(201);
    expect(doneSteps(await checklistOf(client))).toEqual(['project']);

    const saved = await client.post('/api/content', {
      type: 'email',
      title: 'Hello',
      body: { subject: 'Hello', content: 'Fresh bread daily', cta: 'Visit' },
    });
    expect(saved.status).toBe(201);
    expect(doneSteps(await checklistOf(client))).toEqual(['project', 'content']);

    const today = new Date().toISOString().slice(0, 10);
    expect((await client.post('/api/campaigns', { name: 'Launch', type: 'content', startDate: today })).status).toBe(201);
    expect(doneSteps(await checklistOf(client))).toEqual(['project', 'content', 'campaign']);

    const visit = await fetch(`${uplift.server.url}/api/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
      body: JSON.stringify({ p: project.body.id, n: 'pageview', u: 'https://bakery.example/', r: null, w: 1280 }),
    });
    expect(visit.status).toBe(202);
    // The collector writes its buffer every second.
    await expect.poll(async () => (await checklistOf(client)).done, { timeout: 10_000, interval: 250 }).toBe(4);
  });

  test('an e-mail campaign of Email Marketing counts as the first campaign', async () => {
    const client = await uplift.member('onboarding-mail@uplift.test', 'professional');
    const list = await client.post('/api/email/lists', { name: 'Readers', optIn: 'single' });
    expect(list.status).toBe(201);
    const campaign = await client.post('/api/email/campaigns', { name: 'Fresh rye', listId: list.body.id, subject: 'Fresh rye' });
    expect(campaign.status).toBe(201);
    expect(doneSteps(await checklistOf(client))).toEqual(['campaign']);
  });

  test('another workspace’s progress does not tick this one', async () => {
    const other = await uplift.member('onboarding-other@uplift.test', 'enterprise');
    await other.post('/api/projects', { name: 'Elsewhere' });
    const mine = await uplift.member('onboarding-mine@uplift.test', 'enterprise');
    expect((await checklistOf(mine)).done).toBe(0);
  });
});
