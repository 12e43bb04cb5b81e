import { count } from 'drizzle-orm';
import type { AdminOverview, AdminStatusCheck } from '@/shared/admin/admin';
import { user } from '../../auth/schema';
import { checkDatabase } from '../../db/client';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Mailer } from '../../mail/mailer';
import type { AiEngine } from '../../ai';
import type { ApiKeySettings } from '../../settings/service';
import { countRealCampaigns } from '../campaigns';
import { countRealContent } from '../content';
import { countRealProjects } from '../../projects/directory';

interface OverviewDeps {
  db: Database;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'counts'>;
  apiKeys: Pick<ApiKeySettings, 'get'>;
  ai: Pick<AiEngine, 'status'>;
}

/** The Overview tab: counts from the database and live checks of what Uplift depends on. */
export async function adminOverview(deps: OverviewDeps): Promise<AdminOverview> {
  const { db } = deps;
  const users = async () => (await db.select({ value: count() }).from(user))[0]?.value ?? 0;
  const [userCount, contentPieces, projectCount, campaignCount, database, ai, email, jobs] = await Promise.all([
    users(),
    countRealContent(db),
    countRealProjects(db),
    countRealCampaigns(db),
    databaseStatus(db),
    aiStatus(deps.ai, deps.apiKeys),
    emailStatus(deps.mailer),
    jobsStatus(deps.jobs),
  ]);
  return {
    totals: { users: userCount, content: contentPieces, projects: projectCount, campaigns: campaignCount },
    status: { database, ai, email, jobs },
  };
}

async function databaseStatus(db: Database): Promise<AdminStatusCheck> {
  const check = await checkDatabase(db);
  return check.ok
    ? { state: 'ok', label: 'Online', detail: `Answered in ${check.latencyMs} ms` }
    : { state: 'error', label: 'Offline', detail: 'The database did not answer' };
}

/** Configured and answering its model list, or the built-in offline writer. */
async function aiStatus(ai: Pick<AiEngine, 'status'>, apiKeys: Pick<ApiKeySettings, 'get'>): Promise<AdminStatusCheck> {
  const status = await ai.status();
  if (status.source === 'offline') return { state: 'warning', label: 'Offline writer', detail: 'No AI provider is configured' };
  const [baseUrl, key] = await Promise.all([apiKeys.get('AI_BASE_URL'), apiKeys.get('AI_API_KEY')]);
  const anthropic = status.provider === 'anthropic';
  const root = (baseUrl || (anthropic ? 'https://api.anthropic.com/v1' : '')).replace(/\/$/, '');
  const headers: Record<string, string> = anthropic
    ? { 'x-api-key': key ?? '', 'anthropic-version': '2023-06-01' }
    : key
      ? { authorization: `Bearer ${key}` }
      : {};
  const host = new URL(root).host;
  try {
    const response = await fetch(`${root}/models`, { headers, signal: AbortSignal.timeout(3000), redirect: 'error' });
    await response.body?.cancel();
    return response.ok
      ? { state: 'ok', label: 'Active', detail: `${host} answers; model ${status.model}` }
      : { state: 'error', label: 'Unreachable', detail: `${host} answered ${response.status}` };
  } catch {
    return { state: 'error', label: 'Unreachable', detail: 'The AI provider did not answer' };
  }
}

async function emailStatus(mailer: Mailer): Promise<AdminStatusCheck> {
  const status = await mailer.status();
  if (status.transport === 'outbox') {
    return { state: 'warning', label: 'Outbox', detail: 'No SMTP server: mail is stored and its links logged' };
  }
  return status.verified
    ? { state: 'ok', label: 'Operational', detail: 'The SMTP server accepted our connection' }
    : { state: 'error', label: 'Failing', detail: status.error ?? 'The SMTP server refused our connection' };
}

async function jobsStatus(jobs: Pick<JobQueue, 'counts'>): Promise<AdminStatusCheck> {
  try {
    const { pending, active, failed } = await jobs.counts();
    const detail = `${pending} pending, ${active} running, ${failed} failed`;
    return failed > 0 ? { state: 'warning', label: 'Failures', detail } : { state: 'ok', label: 'Running', detail };
  } catch {
    return { state: 'error', label: 'Unavailable', detail: 'The job tables could not be read' };
  }
}
