import { describe, expect, it } from 'vitest';
import type { IntegrationCard } from '@/shared/integrations/catalogue';
import { defaultIntegrationSettings } from '@/shared/integrations/catalogue';
import { addFormComplete, cardActions, credentialsComplete, integrationCounts, lastSyncText, visibleIntegrations } from './catalogue-view';

const card = (patch: Partial<IntegrationCard>): IntegrationCard => ({
  id: 'wordpress',
  name: 'WordPress',
  description: 'Publish your content to your site.',
  category: 'other',
  connectVia: 'form',
  connected: false,
  detail: null,
  fields: [],
  manageAt: null,
  lastSync: null,
  lastError: null,
  lastSyncSummary: null,
  settings: null,
  incomingUrl: null,
  ...patch,
});

const cards = [
  card({ id: 'ga', name: 'Google Analytics', description: 'Traffic and goals', category: 'analytics', connected: true }),
  card({ id: 'mailchimp', name: 'Mailchimp', description: 'Email lists', category: 'email' }),
  card({ id: 'shopify', name: 'Shopify', description: 'Orders and products', category: 'ecommerce', connected: true }),
  card({ id: 'zapier', name: 'Zapier', description: 'Automate email and more', category: 'other' }),
];

describe('integrationCounts', () => {
  it('counts connected, available (not connected) and total over every card', () => {
    expect(integrationCounts(cards)).toEqual({ connected: 2, available: 2, total: 4 });
    expect(integrationCounts([])).toEqual({ connected: 0, available: 0, total: 0 });
  });
});

describe('visibleIntegrations', () => {
  const ids = (list: IntegrationCard[]) => list.map((item) => item.id);

  it("shows every category under 'all', 'other' included", () => {
    expect(ids(visibleIntegrations(cards, 'all', ''))).toEqual(['ga', 'mailchimp', 'shopify', 'zapier']);
  });

  it('keeps one category', () => {
    expect(ids(visibleIntegrations(cards, 'email', ''))).toEqual(['mailchimp']);
    expect(ids(visibleIntegrations(cards, 'seo', ''))).toEqual([]);
  });

  it('searches name and description, whatever the case and surrounding spaces', () => {
    expect(ids(visibleIntegrations(cards, 'all', '  EMAIL '))).toEqual(['mailchimp', 'zapier']);
    expect(ids(visibleIntegrations(cards, 'all', 'shop'))).toEqual(['shopify']);
    expect(ids(visibleIntegrations(cards, 'email', 'automate'))).toEqual([]);
  });
});

describe('cardActions', () => {
  const settings = defaultIntegrationSettings;

  it('offers Connect on a form card not connected, Configure and Disconnect once connected', () => {
    expect(cardActions(card({}), true)).toMatchObject({ connect: true, disconnect: false, configure: false });
    expect(cardActions(card({ connected: true, settings }), true)).toMatchObject({ connect: false, disconnect: true, configure: true });
    // Only integrations that import data have settings.
    expect(cardActions(card({ connected: true }), true).configure).toBe(false);
  });

  it('offers a custom integration Delete and Configure', () => {
    expect(cardActions(card({ connectVia: 'custom', settings }), true)).toMatchObject({ delete: true, configure: true, connect: false });
  });

  it('links an elsewhere card to its screen and shows the tracker its snippet', () => {
    expect(cardActions(card({ connectVia: 'elsewhere', manageAt: '/social' }), false).manage).toBe(true);
    expect(cardActions(card({ connectVia: 'snippet' }), false).showSnippet).toBe(true);
    expect(cardActions(card({ connectVia: 'operator' }), true)).toEqual({
      connect: false,
      disconnect: false,
      configure: false,
      manage: false,
      showSnippet: false,
      delete: false,
    });
  });

  it('offers a Viewer no write action', () => {
    const viewer = [card({}), card({ connected: true, settings }), card({ connectVia: 'custom', settings })].map((item) =>
      cardActions(item, false),
    );
    for (const actions of viewer) expect(actions).toMatchObject({ connect: false, disconnect: false, configure: false, delete: false });
  });
});

describe('form readiness', () => {
  it('waits for every credential field', () => {
    const fields = card({
      fields: [
        { name: 'siteUrl', label: 'Site URL', type: 'url', placeholder: '', hint: '' },
        { name: 'appPassword', label: 'App password', type: 'password', placeholder: '', hint: '' },
      ],
    });
    expect(credentialsComplete(fields, { siteUrl: 'https://example.com', appPassword: ' ' })).toBe(false);
    expect(credentialsComplete(fields, { siteUrl: 'https://example.com' })).toBe(false);
    expect(credentialsComplete(fields, { siteUrl: 'https://example.com', appPassword: 'abcd' })).toBe(true);
  });

  it('waits for a name and a description before Add', () => {
    expect(addFormComplete({ name: 'CRM', description: ' ' })).toBe(false);
    expect(addFormComplete({ name: '', description: 'Leads' })).toBe(false);
    expect(addFormComplete({ name: 'CRM', description: 'Leads' })).toBe(true);
  });
});

describe('lastSyncText', () => {
  it('says how long ago, Just now, or Never', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(lastSyncText({ lastSync: null }, now)).toBe('Never');
    expect(lastSyncText({ lastSync: new Date(now - 20_000).toISOString() }, now)).toBe('Just now');
    expect(lastSyncText({ lastSync: new Date(now - 3 * 3600_000).toISOString() }, now)).toBe('3 hours ago');
  });
});
