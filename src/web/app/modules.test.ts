import { describe, expect, it } from 'vitest';
import { gatherContributions } from '@/web/lib/web-module';
import { contributions, publicScreens } from './modules';

describe('contributions', () => {
  it('gathers the settings tabs from their areas in the order Settings shows them', () => {
    expect(contributions.settingsTabs.map(({ id, label }) => [id, label])).toEqual([
      ['profile', 'Profile'],
      ['billing', 'Billing'],
      ['notifications', 'Notifications'],
      ['security', 'Security'],
      ['integrations', 'Integrations'],
      ['branding', 'Branding'],
      ['team', 'Team'],
      ['support', 'Support'],
    ]);
    expect(contributions.adminTabs.map(({ id, label }) => [id, label])).toEqual([['support', 'Support']]);
  });

  it("gathers the dashboard's Email Campaign action and its sample workspace button", () => {
    expect(contributions.dashboardActions.map((action) => [action.id, action.label, action.toast])).toEqual([
      ['email-campaign', 'Email Campaign', 'Opening the campaign creator...'],
    ]);
    expect(contributions.dashboardButtons.map((button) => button.id)).toEqual(['load-sample-workspace']);
  });

  it("gathers the frame's parts from their areas: the header's items in their places, the sample banner, the upgrade prompt", () => {
    const inPlace = (place: string) => contributions.headerItems.filter((item) => item.place === place).map(({ id, order }) => [id, order]);
    expect(inPlace('start')).toEqual([['workspace-switcher', 10]]);
    expect(inPlace('end')).toEqual([
      ['traffic-figure', 10],
      ['notification-bell', 30],
    ]);
    expect(contributions.frameBanners.map((banner) => banner.id)).toEqual(['sample-workspace']);
    expect(contributions.frameProviders.map((provider) => provider.id)).toEqual(['upgrade-prompt']);
  });

  it('routes the landing page at / as a standalone public screen, and the invitation inside the providers', () => {
    expect(publicScreens.map(({ path, standalone }) => [path, standalone ?? false])).toEqual([
      ['/shared-dashboard/:token', false],
      ['/invite', false],
      ['/', true],
    ]);
  });

  it('refuses two contributions of a kind with one id', () => {
    const tab = { id: 'profile', label: 'Profile', order: 10, load: async () => () => null };
    expect(() => gatherContributions([{ settingsTabs: [tab] }, { settingsTabs: [{ ...tab, order: 20 }] }])).toThrow(
      "Two modules contribute settingsTabs 'profile'.",
    );
  });
});
