// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each of the dashboard's constants is pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { dashboardMessages } from './dashboard';

describe('dashboard', () => {
  it('has the quoted texts', () => {
    expect(dashboardMessages.noActivity).toBe('No activity yet');
    expect(dashboardMessages.loadFailed).toBe('Failed to load dashboard data');
  });

  it('names its actions as the spec does', () => {
    expect(dashboardMessages.createFirstContent).toBe('Create Your First Content');
    expect(dashboardMessages.startSmartSetup).toBe('Start Smart Setup');
    expect(dashboardMessages.viewAnalytics).toBe('View Analytics');
  });

  it('names its tiles, sections and quick actions as the spec does', () => {
    expect(dashboardMessages.totalProjects).toBe('Total Projects');
    expect(dashboardMessages.contentPieces).toBe('Content Pieces');
    expect(dashboardMessages.activeCampaigns).toBe('Active Campaigns');
    expect(dashboardMessages.subscribers).toBe('Subscribers');
    expect(dashboardMessages.recentActivity).toBe('Recent Activity');
    expect(dashboardMessages.quickActions).toBe('Quick Actions');
    expect(dashboardMessages.yourContent).toBe('Your Content');
    expect(dashboardMessages.generateContent).toBe('Generate Content');
    expect(dashboardMessages.analyzeWebsite).toBe('Analyze Website');
    expect(dashboardMessages.schedulePosts).toBe('Schedule Posts');
    expect(dashboardMessages.emailCampaign).toBe('Email Campaign');
  });
});
