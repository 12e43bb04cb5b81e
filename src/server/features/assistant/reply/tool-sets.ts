import type { ToolSet } from 'ai';
import type { AssistantActionTool, AssistantMode } from '@/shared/assistant/assistant';
import type { WorkspaceRole } from '@/shared/user';
import type { SelfApiClient } from '../../../http/self-api';
import { actionTools } from '../tools/action-tools';
import { readTools, type ReadToolName } from '../tools/read-tools';

const allRead: readonly ReadToolName[] = [
  'listProjects',
  'searchContent',
  'analyticsReport',
  'seoIssues',
  'trackedKeywords',
  'emailCampaigns',
  'socialPosts',
  'outreachProspects',
  'planUsage',
];

/** Which tools each mode offers. */
const modeTools: Record<AssistantMode, { read: readonly ReadToolName[]; act: readonly AssistantActionTool[] }> = {
  general: { read: allRead, act: ['createContentDraft', 'scheduleSocialPost', 'createEmailCampaign', 'trackKeyword', 'startSiteAudit'] },
  content: {
    read: ['listProjects', 'searchContent', 'analyticsReport', 'socialPosts', 'emailCampaigns', 'planUsage'],
    act: ['createContentDraft', 'scheduleSocialPost', 'createEmailCampaign'],
  },
  seo: {
    read: ['listProjects', 'seoIssues', 'trackedKeywords', 'analyticsReport', 'searchContent', 'planUsage'],
    act: ['trackKeyword', 'startSiteAudit', 'createContentDraft'],
  },
  strategy: { read: allRead, act: ['createContentDraft', 'scheduleSocialPost', 'createEmailCampaign', 'trackKeyword', 'startSiteAudit'] },
};

/** The tools of one reply: the mode's, and the ones that act only for those who may write (not Viewers). */
export function toolsFor(mode: AssistantMode, role: WorkspaceRole, api: SelfApiClient): { tools: ToolSet; canAct: boolean } {
  const read = readTools(api);
  const tools: ToolSet = Object.fromEntries(modeTools[mode].read.map((name) => [name, read[name]]));
  const canAct = role !== 'viewer';
  if (canAct) Object.assign(tools, actionTools(modeTools[mode].act));
  return { tools, canAct };
}
