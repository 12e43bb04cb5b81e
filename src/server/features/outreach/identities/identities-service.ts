import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { z } from 'zod';
import { errorCodes } from '@/shared/error-codes';
import {
  type SendingIdentity,
  type identityInputSchema,
  type identityUpdateSchema,
  outreachCampaignMessages as text,
} from '@/shared/outreach/campaigns';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import type { GuardedApi } from '../../../http/guarded-api';
import type { Clock } from '../../../lib/clock';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { SecretBox } from '../../../settings/secret-box';
import { guardedSmtpOptions, smtpRefusal } from '../../email';
import { outreachCampaigns, outreachMessages } from '../campaigns/schema';
import { checkMailbox } from '../replies/imap-reader';
import { MailboxReadError } from '../replies/mailbox-read-error';
import { startOfDayIn } from '../campaigns/send-window';
import { outreachIdentities } from './schema';

export type IdentityRow = typeof outreachIdentities.$inferSelect;
type IdentityValues = z.output<typeof identityInputSchema>;
type IdentityUpdate = z.output<typeof identityUpdateSchema>;
type ImapLogin = { host: string; port: number; tls: boolean; username: string; password: string };

/**
 * A workspace's sending identities: each kept only once its SMTP login (and IMAP login, when given)
 * was accepted, passwords sealed. Hosts are the user's: they are resolved through the SSRF guard, so
 * a name cannot point Uplift at its own network.
 */
export class IdentitiesService {
  constructor(
    private readonly deps: {
      db: Database;
      box: SecretBox;
      guardedApi: Pick<GuardedApi, 'lookup' | 'plainHttpAllowed'>;
      clock: Clock;
      /** Queues a read of the identity's inbox now (the reply reader's job). */
      checkReplies: (identityId: string) => Promise<void>;
    },
  ) {}

  async list(viewer: Viewer): Promise<SendingIdentity[]> {
    const rows = await this.deps.db
      .select()
      .from(outreachIdentities)
      .where(eq(outreachIdentities.workspaceId, viewer.workspaceId))
      .orderBy(desc(outreachIdentities.createdAt));
    return Promise.all(rows.map(async (row) => this.shown(row)));
  }

  async create(viewer: Viewer, values: IdentityValues): Promise<SendingIdentity> {
    requireEditor(viewer);
    await this.verifySmtp(values.smtp, values.smtp.password);
    const mailbox = values.imap ? await this.verifyImap(values.imap) : null;
    const [row] = await this.deps.db
      .insert(outreachIdentities)
      .values({
        workspaceId: viewer.workspaceId,
        createdBy: viewer.userId,
        fromName: values.fromName,
        fromAddress: values.fromAddress,
        ...this.smtpColumns(values.smtp, values.smtp.password),
        ...this.imapColumns(values.imap, mailbox),
        dailyCap: values.dailyCap,
        sendWindow: values.window,
        timeZone: values.timeZone,
        verifiedAt: new Date(this.deps.clock.now()),
      })
      .returning();
    return this.shown(row!);
  }

  async update(viewer: Viewer, id: string, update: IdentityUpdate): Promise<SendingIdentity> {
    requireEditor(viewer);
    const current = await this.row(viewer.workspaceId, id);
    const set: Partial<typeof outreachIdentities.$inferInsert> = { updatedAt: new Date() };
    if (update.fromName !== undefined) set.fromName = update.fromName;
    if (update.fromAddress !== undefined) set.fromAddress = update.fromAddress;
    if (update.dailyCap !== undefined) set.dailyCap = update.dailyCap;
    if (update.window !== undefined) set.sendWindow = update.window;
    if (update.timeZone !== undefined) set.timeZone = update.timeZone;
    if (update.smtp) {
      const password = update.smtp.password ?? this.deps.box.open(current.smtpPasswordSealed);
      await this.verifySmtp(update.smtp, password);
      Object.assign(set, this.smtpColumns(update.smtp, password), { verifiedAt: new Date(this.deps.clock.now()) });
    }
    if (update.imap === null) Object.assign(set, this.imapColumns(null, null));
    else if (update.imap) {
      const sealed = current.imapPasswordSealed;
      const password = update.imap.password ?? (sealed ? this.deps.box.open(sealed) : undefined);
      if (password === undefined) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, text.passwordRequired);
      const login = { ...update.imap, password };
      Object.assign(set, this.imapColumns(login, await this.verifyImap(login)));
    }
    const [row] = await this.deps.db
      .update(outreachIdentities)
      .set(set)
      .where(and(eq(outreachIdentities.id, id), eq(outreachIdentities.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return this.shown(row);
  }

  /** Refused while a campaign sends from it: its messages name the identity they went from. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    await this.row(viewer.workspaceId, id);
    const [used] = await this.deps.db
      .select({ id: outreachCampaigns.id })
      .from(outreachCampaigns)
      .where(eq(outreachCampaigns.identityId, id))
      .limit(1);
    if (used) throw new ServiceError(409, errorCodes.IDENTITY_IN_USE, text.identityInUse);
    await this.deps.db
      .delete(outreachIdentities)
      .where(and(eq(outreachIdentities.id, id), eq(outreachIdentities.workspaceId, viewer.workspaceId)));
  }

  /** Check for replies: the identity's inbox read now rather than at the next five-minute run. */
  async checkReplies(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const row = await this.row(viewer.workspaceId, id);
    if (!row.imapHost) throw new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, text.noImap);
    await this.deps.checkReplies(row.id);
  }

  async row(workspaceId: string, id: string): Promise<IdentityRow> {
    const [row] = await this.deps.db
      .select()
      .from(outreachIdentities)
      .where(and(eq(outreachIdentities.id, id), eq(outreachIdentities.workspaceId, workspaceId)));
    if (!row) throw notFound();
    return row;
  }

  /** A pooled SMTP transport for the identity's own server, through the guarded lookup. */
  async transportOf(row: IdentityRow): Promise<Transporter> {
    const options = await guardedSmtpOptions(
      this.deps.guardedApi,
      { host: row.smtpHost, port: row.smtpPort, security: row.smtpSecurity, username: row.smtpUsername },
      this.deps.box.open(row.smtpPasswordSealed),
    );
    return nodemailer.createTransport({ ...options, pool: true, maxConnections: 2 });
  }

  /** The IMAP login of an identity, for the reply reader; null without one. */
  imapOf(row: IdentityRow): ImapLogin | null {
    if (!row.imapHost || !row.imapPort || !row.imapUsername || !row.imapPasswordSealed) return null;
    return {
      host: row.imapHost,
      port: row.imapPort,
      tls: row.imapTls,
      username: row.imapUsername,
      password: this.deps.box.open(row.imapPasswordSealed),
    };
  }

  /** Messages the identity took on today (its own day): sent, under way, or gone without an answer. */
  async sentToday(row: IdentityRow, db: Database = this.deps.db): Promise<number> {
    const since = startOfDayIn(this.deps.clock.now(), row.timeZone);
    const [counted] = await db
      .select({ sent: count() })
      .from(outreachMessages)
      .where(
        and(
          eq(outreachMessages.identityId, row.id),
          inArray(outreachMessages.status, ['sending', 'sent', 'unknown']),
          gte(outreachMessages.claimedAt, since),
        ),
      );
    return Number(counted?.sent ?? 0);
  }

  private async verifySmtp(server: IdentityValues['smtp'] | NonNullable<IdentityUpdate['smtp']>, password: string): Promise<void> {
    try {
      const transporter = nodemailer.createTransport(await guardedSmtpOptions(this.deps.guardedApi, server, password));
      try {
        await transporter.verify();
      } finally {
        transporter.close();
      }
    } catch (error) {
      throw new ServiceError(400, errorCodes.CONNECT_FAILED, smtpRefusal(error));
    }
  }

  private async verifyImap(login: ImapLogin): Promise<{ uidValidity: number; lastUid: number }> {
    try {
      return await checkMailbox({
        host: login.host,
        port: login.port,
        secure: login.tls,
        user: login.username,
        password: login.password,
        lookup: this.deps.guardedApi.lookup,
        requireStartTls: !this.deps.guardedApi.plainHttpAllowed,
      });
    } catch (error) {
      const refused = error instanceof MailboxReadError && error.code === 'LOGIN_REFUSED';
      throw new ServiceError(400, errorCodes.CONNECT_FAILED, refused ? text.imapRefused : text.imapUnreachable);
    }
  }

  private smtpColumns(server: { host: string; port: number; security: 'tls' | 'starttls'; username: string }, password: string) {
    return {
      smtpHost: server.host,
      smtpPort: server.port,
      smtpSecurity: server.security,
      smtpUsername: server.username,
      smtpPasswordSealed: this.deps.box.seal(password),
    };
  }

  private imapColumns(login: ImapLogin | null, mailbox: { uidValidity: number; lastUid: number } | null) {
    return {
      imapHost: login?.host ?? null,
      imapPort: login?.port ?? null,
      imapTls: login?.tls ?? true,
      imapUsername: login?.username ?? null,
      imapPasswordSealed: login ? this.deps.box.seal(login.password) : null,
      imapUidValidity: mailbox?.uidValidity ?? null,
      imapLastUid: mailbox?.lastUid ?? 0,
      imapCheckedAt: null,
      imapError: null,
    };
  }

  private async shown(row: IdentityRow): Promise<SendingIdentity> {
    return {
      id: row.id,
      fromName: row.fromName,
      fromAddress: row.fromAddress,
      smtp: { host: row.smtpHost, port: row.smtpPort, security: row.smtpSecurity, username: row.smtpUsername },
      imap:
        row.imapHost && row.imapPort && row.imapUsername
          ? {
              host: row.imapHost,
              port: row.imapPort,
              tls: row.imapTls,
              username: row.imapUsername,
              checkedAt: row.imapCheckedAt?.toISOString() ?? null,
              error: row.imapError,
            }
          : null,
      dailyCap: row.dailyCap,
      window: row.sendWindow,
      timeZone: row.timeZone,
      sentToday: await this.sentToday(row),
      verifiedAt: row.verifiedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }
}
