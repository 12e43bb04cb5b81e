import {
  emptySupportContacts,
  type OnboardingChecklist,
  onboardingChecklist,
  type SupportContacts,
  type SupportContactValues,
  type SupportOverview,
  supportMessages,
  supportOverview,
} from '@/shared/support/support';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { CoreDeps } from '../../context';
import type { SelfApiClient } from '../../http/self-api';
import { countProjects } from '../../projects/directory';
import { countActiveCampaigns } from '../campaigns';
import { countContent } from '../content';
import { supportContacts } from './schema';

/** Projects whose tracker is asked about, newest first: a workspace with more has surely got one reporting. */
const trackerProjectsAsked = 20;

/**
 * The operator's support contacts (one row for the instance) and what a workspace's plan makes of
 * them; the onboarding checklist read from the workspace's own data.
 */
export class SupportService {
  constructor(private readonly core: Pick<CoreDeps, 'db' | 'plans' | 'entitlements' | 'logger'>) {}

  async contacts(): Promise<SupportContacts> {
    const [row] = await this.core.db.select().from(supportContacts);
    if (!row) return { ...emptySupportContacts, updatedAt: null };
    const { id: _id, updatedBy: _by, updatedAt, ...values } = row;
    return { ...values, updatedAt: updatedAt.toISOString() };
  }

  /** Replaces every contact: a field left out or empty is cleared, so customers are told it is not set. */
  async saveContacts(admin: Viewer, values: SupportContactValues): Promise<SupportContacts> {
    const row = { ...values, updatedBy: admin.userId, updatedAt: new Date() };
    await this.core.db
      .insert(supportContacts)
      .values({ id: 'instance', ...row })
      .onConflictDoUpdate({ target: supportContacts.id, set: row });
    this.core.logger.info('support contacts saved', { adminId: admin.userId });
    return this.contacts();
  }

  /** Every support entry for the viewer's plan, with the contacts of those it includes. */
  async overview(viewer: Viewer): Promise<SupportOverview> {
    const [{ plan }, contacts] = await Promise.all([this.core.plans.forViewer(allowanceOf(viewer)), this.contacts()]);
    return supportOverview(plan, contacts);
  }

  /**
   * Onboarding assistance's checklist (Professional and up). Other areas' rows are read through their
   * public entries, and what only their API says (the tracker's first visit, e-mail campaigns) through
   * Uplift's own API as the viewer, so each step ticks exactly when that area's screen shows it done.
   */
  async onboarding(viewer: Viewer, api: SelfApiClient): Promise<OnboardingChecklist> {
    const entitlement = await this.core.entitlements.of(allowanceOf(viewer));
    entitlement.requireFeature('onboarding_assistance', supportMessages.onboardingNotAvailable);
    const { db } = this.core;
    const workspaceId = viewer.workspaceId;
    const [projects, content, campaigns, tracker] = await Promise.all([
      countProjects(db, workspaceId),
      countContent(db, workspaceId),
      countActiveCampaigns(db, workspaceId),
      trackerReporting(api),
    ]);
    const campaign = campaigns > 0 || (await hasEmailCampaign(api));
    return onboardingChecklist({ project: projects > 0, tracker, content: content > 0, campaign });
  }
}

/** Whether a visit has arrived from the tracker of any of the workspace's projects. */
async function trackerReporting(api: SelfApiClient): Promise<boolean> {
  const listed = await api.call<{ projects: { id: string }[] }>('GET', '/api/projects');
  if (!listed.ok) return false;
  for (const project of listed.body.projects.slice(0, trackerProjectsAsked)) {
    const tracking = await api.call<{ firstEventAt: string | null }>('GET', `/api/analytics/projects/${project.id}/tracking`);
    if (tracking.ok && tracking.body.firstEventAt) return true;
  }
  return false;
}

async function hasEmailCampaign(api: SelfApiClient): Promise<boolean> {
  const listed = await api.call<{ campaigns: unknown[] }>('GET', '/api/email/campaigns');
  return listed.ok && listed.body.campaigns.length > 0;
}
