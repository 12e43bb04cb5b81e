import { FixedWindowLimit } from '../../http/fixed-window-limit';
import { SeenOnce } from '../../http/seen-once';
import { TeamActivity } from '../../notifications/team-activity';
import type { ServerModule } from '../../server-module';
import { audienceRoutes } from './audience-routes';
import { automationRoutes } from './automations/automation-routes';
import { AutomationRunner } from './automations/automation-runner';
import { AutomationsService } from './automations/automations-service';
import { CampaignActions } from './campaigns/campaign-actions';
import { analyticsAttribution } from './campaigns/campaign-attribution';
import { CampaignNotices } from './campaigns/campaign-notices';
import { CampaignsService } from './campaigns/campaigns-service';
import { campaignRoutes } from './campaign-routes';
import { PublicLinks } from './compose/public-links';
import { ListsService } from './lists/lists-service';
import { publicEmailRoutes } from './public/public-routes';
import { DeliveryFeedback } from './public/delivery-feedback';
import { SignupService } from './public/signup-service';
import { freshSeconds, webhookRoutes } from './public/webhook-routes';
import { TrackingService } from './public/tracking-service';
import * as tables from './schema';
import { SegmentsService } from './segments/segments-service';
import { CampaignLauncher } from './sending/campaign-launcher';
import { CampaignQueue } from './sending/campaign-queue';
import { CampaignSender } from './sending/campaign-sender';
import { EmailSettingsService } from './settings/email-settings';
import { SenderSmtpService } from './settings/sender-smtp';
import { senderSmtpRoutes } from './settings/sender-smtp-routes';
import { CsvImports } from './subscribers/csv-import';
import { SubscribersService, countContacts } from './subscribers/subscribers-service';
import { MessagePreviews } from './templates/previews';
import { TemplatesService } from './templates/templates-service';
import { emailSampleRows } from './sample/sample-audience';
import { emailMetrics } from './metrics';

export { emailListMembers } from './schema';
export { audienceFigures } from './subscribers/audience';
export { sampleAudience } from './sample/sample-audience';
export { emailRefusedAddresses, unsubscribeAddress } from './subscribers/address-standing';
export { guardedSmtpOptions, smtpRefusal } from './settings/sender-smtp';
export { messagePage, publicPage } from './public/pages';
export { emailListsOf } from './lists/list-names';

/**
 * Email Marketing (issue 16, ADR 020): lists with single or double opt-in, subscribers and their
 * imports, segments, templates, and campaigns sent by a durable job with tracking and one-click
 * unsubscribe.
 */
export const emailModule: ServerModule = {
  name: 'email',
  tables,
  usageCounters: [{ key: 'emailContacts', count: countContacts }],
  sample: emailSampleRows,
  build: (core) => {
    const { db, entitlements, usage, config } = core;
    const notices = new CampaignNotices(core);
    const soleWorker = core.dbDriver === 'pglite';
    const links = new PublicLinks(core.signer, config.publicUrl);
    const settings = new EmailSettingsService(db, core.branding);
    const transports = new SenderSmtpService({
      db,
      box: core.secretBox('email-sender-smtp'),
      guardedApi: core.guardedApi,
      apiKeys: core.apiKeys,
    });
    const lists = new ListsService(db, config.publicUrl);
    const segments = new SegmentsService(db);
    const templates = new TemplatesService(db, entitlements);
    const runner = new AutomationRunner({
      db,
      jobs: core.jobs,
      entitlements,
      transports,
      settings,
      links,
      logger: core.logger,
      publicUrl: config.publicUrl,
      notices,
    });
    const automations = new AutomationsService({ db, entitlements, lists, settings, wake: () => runner.wake() });
    const joined = (workspaceId: string, listId: string, subscriberIds: readonly string[]) =>
      automations.enroll(workspaceId, listId, subscriberIds);
    const subscribers = new SubscribersService({ db, entitlements, usage, segments, lists, joined, events: core.domainEvents });
    const imports = new CsvImports({ db, jobs: core.jobs, logger: core.logger, soleWorker, plans: core.plans, usage, lists });
    const launcher = new CampaignLauncher({ db, entitlements, segments, settings });
    const sender = new CampaignSender({
      db,
      transports,
      settings,
      links,
      logger: core.logger,
      publicUrl: config.publicUrl,
      ratePerSecond: config.emailSendRate,
      smtpConnections: config.emailSmtpConnections,
      notices,
      events: core.domainEvents,
    });
    const queue = new CampaignQueue({ db, jobs: core.jobs, sender, launcher, notices, logger: core.logger, workers: 2 });
    const campaigns = new CampaignsService({
      db,
      entitlements,
      lists,
      segments,
      templates,
      settings,
      attribution: analyticsAttribution(db),
      activity: new TeamActivity(core),
    });
    const actions = new CampaignActions({
      db,
      campaigns,
      launcher,
      queue,
      settings,
      links,
      transports,
      publicUrl: config.publicUrl,
    });
    const signups = new SignupService({
      db,
      entitlements,
      usage,
      mailer: core.mailer,
      jobs: core.jobs,
      links,
      joined,
      events: core.domainEvents,
      branding: core.branding,
    });
    return {
      routes: [
        {
          path: '/api/email',
          routes: audienceRoutes({ db, lists, subscribers, segments, imports, entitlements }),
          streamedBodies: { '/imports': 'multipart/form-data' },
        },
        { path: '/api/email', routes: automationRoutes(automations, entitlements) },
        { path: '/api/email', routes: senderSmtpRoutes(transports) },
        {
          path: '/api/email',
          routes: campaignRoutes({ db, campaigns, actions, templates, previews: new MessagePreviews({ db, settings }), settings }),
        },
        {
          path: '/api/email/webhooks',
          // A timestamp stays fresh from 15 minutes before now to 15 after: its signature is remembered that long.
          routes: webhookRoutes({
            apiKeys: core.apiKeys,
            feedback: new DeliveryFeedback(db),
            received: new SeenOnce(db, { name: 'email-webhook', windowSeconds: 2 * freshSeconds }),
          }),
          public: true,
          foreignWrites: true,
        },
        {
          path: '/m',
          routes: publicEmailRoutes({
            links,
            tracking: new TrackingService(db, core.domainEvents),
            signups,
            signupLimit: new FixedWindowLimit(db, { name: 'email-signup', windowSeconds: 600, max: 20 }),
            trustProxy: config.trustProxy,
          }),
          public: true,
        },
      ],
      jobs: [imports.job, ...queue.jobs(), runner.job(), signups.job()],
      stop: async () => sender.stop(),
      metrics: emailMetrics,
    };
  },
};
