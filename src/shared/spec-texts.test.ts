// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each constant is pinned to the product specification's own words, written out: the core
// screens' and each workspace's (Content Engine, SEO Tools, Social Engine, Email Marketing, Analytics
// and Settings).
import { describe, expect, it } from 'vitest';
import { accountMessages } from './account/account';
import { analyticsMessages, analyticsRanges, defaultAnalyticsRange } from './analytics/analytics';
import { recommendationMessages, organicShareToRaise, socialShareWorthBuilding } from './analytics/recommendations';
import { contentMessages, contentStatuses, contentTones, contentTypes, socialPlatforms } from './content/content';
import { dashboardMessages } from './dashboard/dashboard';
import { emailCampaignTypes, emailMessages, emailTemplateCategories } from './email/email';
import { billingMessages, usageMessages } from './messages';
import { notificationKind } from './notification-kinds';
import { campaignGoals, campaignMessages, campaignTypes, projectMessages } from './projects';
import { seoLabels, seoMessages, seoTabs } from './seo/seo';
import { setupLabels, setupMessages } from './setup/setup';
import { oauthSocialNetworks, socialMessages } from './social/social';
import { teamMessages } from './team/team';

const validUrl = 'Please enter a valid URL (including http:// or https://)';

describe('dashboard (core §2, §8)', () => {
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

describe('Smart Setup (core §2, §5, §8)', () => {
  it('has the quoted texts of the screen', () => {
    expect(setupMessages.noCompetitors).toBe('No competitors identified');
    expect(setupMessages.subscriptionSuccess).toBe("Subscription successful! Now let's set up your account.");
    expect(setupMessages.filesSelected(3)).toBe('3 file(s) selected');
    expect(setupMessages.filesSelected(1)).toBe('1 file(s) selected');
  });

  it('has the validation messages', () => {
    expect(setupMessages.enterWebsiteUrl).toBe('Please enter a website URL');
    expect(setupMessages.enterValidUrl).toBe(validUrl);
    expect(setupMessages.fillRequired).toBe('Please fill in all required fields');
    expect(setupMessages.uploadAtLeastOne).toBe('Please upload at least one file');
  });

  it('has the toasts', () => {
    expect(setupMessages.analyzed).toBe('Website analyzed successfully!');
    expect(setupMessages.analyzeFailed).toBe('Failed to analyze website. Please try again.');
    expect(setupMessages.analysisFailed).toBe('Analysis failed. Please try again.');
  });

  it('names its results, buttons and modal as the spec does', () => {
    expect(setupLabels.keyKeywords).toBe('Key Keywords');
    expect(setupLabels.competitors).toBe('Competitors');
    expect(setupLabels.contentTopics).toBe('Content Topics');
    expect(setupLabels.targetAudience).toBe('Target Audience');
    expect(setupLabels.tryAgain).toBe('Try Again');
    expect(setupLabels.startContentCreation).toBe('Start Content Creation');
    expect(setupLabels.back).toBe('Back');
    expect(setupLabels.subscriptionRequired).toBe('Subscription Required');
    expect(setupLabels.viewPlans).toBe('View Plans');
  });
});

describe('projects and campaigns (core §5, §8, §9)', () => {
  it('has the quoted texts', () => {
    expect(projectMessages.created).toBe('Project created successfully!');
    expect(projectMessages.invalidUrl).toBe(validUrl);
    expect(campaignMessages.created).toBe('Campaign created successfully!');
    expect(campaignMessages.createFailed).toBe('Failed to create campaign. Please try again.');
    expect(campaignMessages.fillRequired).toBe('Please fill in all required fields');
  });

  it('lists the campaign types and goals', () => {
    expect(campaignTypes).toEqual(['email', 'social', 'content']);
    expect(campaignGoals).toEqual([
      'Increase website traffic',
      'Generate leads',
      'Boost engagement',
      'Drive sales',
      'Build brand awareness',
      'Educate audience',
    ]);
  });
});

describe('AI Content Creator (core §2, §5, §8, §9)', () => {
  it('has the validation messages', () => {
    expect(contentMessages.enterTopic).toBe('Please enter a topic');
    expect(contentMessages.selectPlatform).toBe('Please select at least one platform');
    expect(contentMessages.noContentToSave).toBe('No content to save');
  });

  it('has the toasts', () => {
    expect(contentMessages.generated).toBe('Content generated successfully!');
    expect(contentMessages.generateFailed).toBe('Failed to generate content. Please try again.');
    expect(contentMessages.saved).toBe('Content saved successfully!');
    expect(contentMessages.saveFailed).toBe('Failed to save content. Please try again.');
    expect(contentMessages.parseFailed).toBe('Failed to parse content');
    expect(contentMessages.copied).toBe('Content copied to clipboard');
  });

  it('has the plan-limit banner and button', () => {
    expect(usageMessages.contentLimitTitle).toBe('Content Generation Limit Reached');
    expect(usageMessages.contentLimitText(50, 50)).toBe("You've used 50 of 50 content generations this month.");
    expect(usageMessages.contentLimitText(7, 100)).toBe("You've used 7 of 100 content generations this month.");
    expect(usageMessages.upgradeToContinue).toBe('Upgrade to continue');
    expect(usageMessages.upgradeToGenerate).toBe('Upgrade to Generate');
  });

  it('offers the listed types, tones and platforms', () => {
    expect(contentTypes).toEqual(['blog', 'social', 'email', 'video']);
    expect(contentTones).toEqual(['professional', 'casual', 'friendly', 'authoritative', 'conversational']);
    expect(socialPlatforms).toEqual(['Instagram', 'Twitter', 'LinkedIn', 'Facebook', 'TikTok', 'YouTube']);
  });
});

describe('Choose Your Plan modal (core §2)', () => {
  it('has its title and the yearly badge', () => {
    expect(billingMessages.choosePlanTitle).toBe('Choose Your Plan');
    expect(billingMessages.yearlyDiscount).toBe('20% off');
  });
});

describe('Content Engine (workspaces §2, §4, §5, §8)', () => {
  it('has the search placeholder and empty states', () => {
    expect(contentMessages.searchPlaceholder).toBe('Search content...');
    expect(contentMessages.noContentFound).toBe('No content found');
    expect(contentMessages.noContentFoundHint).toBe('Try adjusting your search terms or filters');
    expect(contentMessages.noContentYet).toBe('No content yet');
    expect(contentMessages.noContentYetHint).toBe('Create your first piece of content to get started');
  });

  it('confirms a status change with the status in the text', () => {
    expect(contentStatuses).toEqual(['draft', 'scheduled', 'published']);
    expect(contentMessages.statusChanged('draft')).toBe('Content draft successfully');
    expect(contentMessages.statusChanged('scheduled')).toBe('Content scheduled successfully');
    expect(contentMessages.statusChanged('published')).toBe('Content published successfully');
  });

  it('has the delete confirmation and the failure toasts', () => {
    expect(contentMessages.deleteConfirm).toBe('Are you sure you want to delete this content?');
    expect(contentMessages.statusFailed).toBe('Failed to update content status');
    expect(contentMessages.deleteFailed).toBe('Failed to delete content');
    expect(contentMessages.parseForEditingFailed).toBe('Failed to parse content for editing');
  });
});

describe('usage texts (workspaces §2, §8)', () => {
  it('has the meter and banner texts', () => {
    expect(usageMessages.reachedLimit).toBe("You've reached your limit. Upgrade to continue using this feature.");
    expect(usageMessages.approachingLimit).toBe("You're approaching your limit. Consider upgrading soon.");
    expect(usageMessages.teamMemberLimit).toBe("You've reached your team member limit.");
    expect(usageMessages.approachingLimits).toBe('Approaching usage limits');
  });
});

describe('SEO Tools (workspaces §2, §5, §8)', () => {
  it('names the field, the buttons, the tiles and the tabs with their actions as the spec does', () => {
    expect(seoLabels.urlPlaceholder).toBe('Enter website URL to analyze...');
    expect(seoLabels.analyzeUrl).toBe('Analyze URL');
    expect(seoLabels.seoReport).toBe('SEO Report');
    expect([seoLabels.organicTraffic, seoLabels.keywordsRanking, seoLabels.backlinks, seoLabels.domainAuthority]).toEqual([
      'Organic Traffic',
      'Keywords Ranking',
      'Backlinks',
      'Domain Authority',
    ]);
    expect(seoTabs.map((tab) => [tab.label, tab.action])).toEqual([
      ['Keyword Research', 'Find Keywords'],
      ['Competitor Analysis', 'Analyze Competitors'],
      ['Content Optimization', 'Scan Website'],
      ['Link Building', 'Find Opportunities'],
    ]);
  });

  it('has the validation messages and the failure toasts', () => {
    expect(seoMessages.signIn).toBe('Please sign in to continue');
    expect(seoMessages.noUrl).toBe('No website URL found. Please enter a URL to scan.');
    expect(seoMessages.invalidUrl).toBe(validUrl);
    expect(seoMessages.noCompetitorsManual).toBe('No competitors found. Please add competitors manually.');
    expect(seoMessages.noCompetitorsSettings).toBe('No competitors found. Please add competitors in your project settings.');
    expect(seoMessages.loadFailed).toBe('Failed to load SEO data');
    expect(seoMessages.findKeywordsFailed).toBe('Failed to find keywords');
    expect(seoMessages.analyzeCompetitorsFailed).toBe('Failed to analyze competitors');
    expect(seoMessages.scanFailed).toBe('Failed to scan website');
    expect(seoMessages.findOpportunitiesFailed).toBe('Failed to find backlink opportunities');
    expect(seoMessages.fixFailed).toBe('Failed to fix issue');
  });
});

describe('Social Engine (workspaces §4, §5, §8, §9)', () => {
  it('starts a new account with the last sync the spec writes', () => {
    expect(socialMessages.justNow).toBe('Just now');
  });

  it('has the validation messages', () => {
    expect(socialMessages.contentRequired).toBe('Please enter post content');
    expect(socialMessages.platformRequired).toBe('Please select at least one platform');
    expect(socialMessages.noConnectedAccounts).toBe('No connected accounts. Please connect an account first.');
    expect(socialMessages.fieldsRequired).toBe('Please fill in all fields');
  });

  it('has the failure toasts', () => {
    expect(socialMessages.loadFailed).toBe('Failed to load social data');
    expect(socialMessages.accountsLoadFailed).toBe('Failed to load social accounts');
    expect(socialMessages.createFailed).toBe('Failed to create post');
    expect(socialMessages.generateFailed).toBe('Failed to generate posts');
    expect(socialMessages.connectFailed).toBe('Failed to connect account');
    expect(socialMessages.disconnectFailed).toBe('Failed to disconnect account');
    expect(socialMessages.reconnectFailed).toBe('Failed to reconnect account');
  });

  it('connects the six networks in the order listed', () => {
    expect(oauthSocialNetworks).toEqual(['instagram', 'twitter', 'facebook', 'linkedin', 'tiktok', 'youtube']);
  });
});

describe('Email Marketing (workspaces §5, §8, §9)', () => {
  it('has the validation messages', () => {
    expect(emailMessages.campaignNameRequired).toBe('Please enter a campaign name');
    expect(emailMessages.listRequired).toBe('Please select an email list');
    expect(emailMessages.subjectRequired).toBe('Please enter an email subject');
  });

  it('has the failure toasts', () => {
    expect(emailMessages.loadFailed).toBe('Failed to load email data');
    expect(emailMessages.createFailed).toBe('Failed to create campaign');
  });

  it('lists the campaign types and template categories', () => {
    expect(emailCampaignTypes).toEqual(['Newsletter', 'Promotional', 'Automation', 'Announcement']);
    expect(emailTemplateCategories).toEqual(['Newsletter', 'Promotional', 'Onboarding', 'Transactional', 'E-commerce']);
  });
});

describe('Analytics (workspaces §2, §8, §9)', () => {
  it('has the banner text and the failure toasts', () => {
    expect(analyticsMessages.signedOut).toBe('Analytics requires authentication');
    expect(analyticsMessages.loadFailed).toBe('Failed to load analytics data');
    expect(analyticsMessages.exportFailed).toBe('Failed to export report');
    expect(recommendationMessages.applyFailed).toBe('Failed to apply recommendation');
  });

  it('offers the time ranges, 30d first shown, and the recommendation thresholds', () => {
    expect(analyticsRanges).toEqual(['7d', '30d', '90d', '1y']);
    expect(defaultAnalyticsRange).toBe('30d');
    expect([socialShareWorthBuilding, organicShareToRaise]).toEqual([15, 40]);
  });
});

describe('Settings (workspaces §2, §5, §8, §9)', () => {
  it('toasts the subscription query and shows the usage banner', () => {
    expect(billingMessages.subscriptionUpdated).toBe('Subscription updated successfully!');
    expect(billingMessages.subscriptionProcessCanceled).toBe('Subscription process canceled');
    expect(usageMessages.approachingLimits).toBe('Approaching usage limits');
  });

  it('has the profile and password texts', () => {
    expect(accountMessages.photoHint).toBe('JPG or PNG up to 5MB');
    expect(accountMessages.fillAllPasswordFields).toBe('Please fill in all password fields');
    expect(accountMessages.newPasswordsDoNotMatch).toBe('New passwords do not match');
    expect(accountMessages.passwordTooShort).toBe('Password must be at least 6 characters');
  });

  it('has the failure toasts', () => {
    expect(accountMessages.loadProfileFailed).toBe('Failed to load user profile');
    expect(accountMessages.updateProfileFailed).toBe('Failed to update profile');
    expect(accountMessages.changePasswordFailed).toBe('Failed to change password');
    expect(teamMessages.inviteFailed).toBe('Failed to invite team member');
    expect(teamMessages.removeFailed).toBe('Failed to remove team member');
  });

  it('turns the notifications on and off by default as listed', () => {
    for (const kind of ['content_publishing', 'seo_alerts', 'social_mentions', 'usage_alerts'] as const) {
      expect(notificationKind(kind).defaults).toEqual({ inApp: true, email: true });
    }
    for (const kind of ['weekly_reports', 'team_activity'] as const) {
      expect(notificationKind(kind).defaults).toEqual({ inApp: false, email: false });
    }
  });
});
