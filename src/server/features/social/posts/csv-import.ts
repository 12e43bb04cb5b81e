import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { errorCodes } from '@/shared/error-codes';
import {
  type SocialImportResult,
  type SocialImportRowError,
  type socialImportSchema,
  socialImportMaxRows,
  socialImportMessages,
  socialMessages,
  socialNetworkLabels,
  socialNetworks,
} from '@/shared/social/social';
import { isTimeZone, wallTimeToInstant } from '@/shared/zoned-time';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import { hasUnstorableText } from '../../../http/storable-text';
import { unstorableTextMessage } from '../../../http/validate';
import { ServiceError } from '../../../lib/service-error';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { AccountRow } from '../accounts/account-access';
import type { PublishQueue } from '../publishing/publish-queue';
import type { UsageMeter } from '../../../usage/meter';
import { socialAccounts, socialPosts, socialPostTargets } from '../schema';
import { accountProblem, contentProblem, scheduleGraceMs } from './post-rules';

type ImportInput = z.output<typeof socialImportSchema>;

/** A row that passed every check: what is written for it. */
interface ReadyRow {
  content: string;
  accounts: AccountRow[];
  scheduledAt: Date | null;
}

/** What people write for a network in a file, beside its id and label. */
const networkAliases: Record<string, (typeof socialNetworks)[number]> = {
  x: 'twitter',
  'twitter/x': 'twitter',
  ig: 'instagram',
  fb: 'facebook',
};

/**
 * Many posts at once from a CSV (content, networks, time). Every row is checked as the composer
 * checks a post; with any error nothing is written and each row's error is answered, so importing
 * the corrected file again creates no duplicates.
 */
export class SocialCsvImport {
  constructor(
    private readonly deps: { db: Database; entitlements: Entitlements; usage: Pick<UsageMeter, 'forget'>; queue: PublishQueue },
  ) {}

  async run(viewer: Viewer, input: ImportInput): Promise<SocialImportResult> {
    const records = readCsv(input.csv);
    const accounts = await this.deps.db.select().from(socialAccounts).where(eq(socialAccounts.workspaceId, viewer.workspaceId));
    if (!isTimeZone(input.timeZone)) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Unknown time zone');
    const ready: ReadyRow[] = [];
    const errors: SocialImportRowError[] = [];
    records.forEach((record, index) => {
      const line = index + 2;
      const checked = checkRow(record, accounts, input.timeZone);
      if (typeof checked === 'string') errors.push({ line, message: checked });
      else ready.push(checked);
    });
    if (errors.length)
      throw new ServiceError(400, errorCodes.IMPORT_FAILED, socialImportMessages.rowsFailed(errors.length), { rows: errors });
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    const scheduling = ready.filter((row) => row.scheduledAt).length;
    if (scheduling) entitlement.requireFeature('social_scheduling', 'Scheduling posts is not part of your plan.');

    const posts = await this.deps.db.transaction(async (tx) => {
      // Each scheduled row takes one of the month's posts: past the plan's number, the file is refused whole.
      if (scheduling) await entitlement.reserveRoomFor(tx, 'socialPosts', scheduling);
      const inserted = await tx
        .insert(socialPosts)
        .values(
          ready.map((row) => ({
            workspaceId: viewer.workspaceId,
            createdBy: viewer.userId,
            content: row.content,
            status: row.scheduledAt ? ('scheduled' as const) : ('draft' as const),
            scheduledAt: row.scheduledAt,
          })),
        )
        .returning({ id: socialPosts.id, scheduledAt: socialPosts.scheduledAt });
      const targets = inserted.flatMap((post, index) =>
        ready[index]!.accounts.map((account) => ({
          postId: post.id,
          workspaceId: viewer.workspaceId,
          accountId: account.id,
          network: account.network,
          username: account.username,
        })),
      );
      // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
      for (let start = 0; start < targets.length; start += 2000)
        await tx.insert(socialPostTargets).values(targets.slice(start, start + 2000));
      return inserted;
    });
    const scheduled = posts.filter((post) => post.scheduledAt);
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
    // An imported post has no files, so no video.
    await this.deps.queue.enqueueMany(scheduled.map((post) => ({ postId: post.id, at: post.scheduledAt!, video: false })));
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'social_post_created',
      description: `Imported ${posts.length} social posts from a CSV file`,
      data: { source: 'import', posts: posts.length, scheduled: scheduled.length },
    });
    return { created: posts.length, scheduled: scheduled.length, drafts: posts.length - scheduled.length };
  }
}

/** The rows under the header, by column name (lower case); a file without content and networks columns is refused whole. */
function readCsv(csv: string): Array<Record<string, string>> {
  let records: Array<Record<string, string>>;
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new ServiceError(400, errorCodes.IMPORT_FAILED, `The file is not valid CSV: ${(error as Error).message}`);
  }
  if (records.length === 0) throw new ServiceError(400, errorCodes.IMPORT_FAILED, socialImportMessages.noRows);
  if (!('content' in records[0]!) || !('networks' in records[0]!))
    throw new ServiceError(400, errorCodes.IMPORT_FAILED, socialImportMessages.missingColumns);
  if (records.length > socialImportMaxRows) throw new ServiceError(400, errorCodes.IMPORT_FAILED, socialImportMessages.tooManyRows);
  return records;
}

/** The row ready to write, or why it cannot be. */
function checkRow(record: Record<string, string>, accounts: AccountRow[], timeZone: string): ReadyRow | string {
  const content = record.content ?? '';
  if (!content) return socialMessages.contentRequired;
  if (hasUnstorableText(content)) return unstorableTextMessage;
  const names = (record.networks ?? '')
    .split(/[,;|]/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return socialMessages.platformRequired;
  const chosen = new Map<string, AccountRow>();
  for (const name of names) {
    const found = accountsNamed(name, accounts);
    if (typeof found === 'string') return found;
    chosen.set(found.id, found);
  }
  for (const account of chosen.values()) {
    // Drafts too: a row too long for its network is more likely a mistake in the file than a draft.
    const problem = accountProblem(account) ?? contentProblem(account, content);
    if (problem) return problem.message;
  }
  const time = record.time ?? '';
  if (!time) return { content, accounts: [...chosen.values()], scheduledAt: null };
  const scheduledAt = /[zZ]|[+-]\d{2}:?\d{2}$/.test(time) ? new Date(time) : wallTimeToInstant(time, timeZone);
  if (!scheduledAt || Number.isNaN(scheduledAt.getTime()))
    return `“${time}” is not a time: write 2026-12-01 09:30, or leave it empty for a draft.`;
  if (scheduledAt.getTime() < Date.now() - scheduleGraceMs) return socialMessages.scheduleInPast;
  return { content, accounts: [...chosen.values()], scheduledAt };
}

/** The one account a name in the file means: an @username, or a network with a single account. */
function accountsNamed(name: string, accounts: AccountRow[]): AccountRow | string {
  const wanted = name.toLowerCase().replace(/^@/, '');
  const byUsername = accounts.find((account) => account.username.toLowerCase().replace(/^@/, '') === wanted);
  if (byUsername) return byUsername;
  const network = networkAliases[wanted] ?? socialNetworks.find((id) => id === wanted || socialNetworkLabels[id].toLowerCase() === wanted);
  if (!network) return `“${name}” is neither a network nor one of your accounts.`;
  const onNetwork = accounts.filter((account) => account.network === network);
  const label = socialNetworkLabels[network];
  if (onNetwork.length === 0) return `No ${label} account is connected.`;
  if (onNetwork.length > 1)
    return `Several ${label} accounts are connected: name one by its username (${onNetwork.map((account) => account.username).join(', ')}).`;
  return onNetwork[0]!;
}
