import type { LookupFunction } from 'node:net';
import { eq } from 'drizzle-orm';
import nodemailer, { type SMTPTransportOptions } from 'nodemailer';
import {
  type SenderSmtpServer,
  type SenderSmtpStatus,
  type SmtpSecurity,
  senderSmtpInputSchema,
  senderSmtpMessages,
} from '@/shared/email/sender-smtp';
import type { z } from 'zod';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { apiCallMessages, type GuardedApi } from '../../../http/guarded-api';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import { ServiceError } from '../../../lib/service-error';
import { type BulkResult, type BulkTransport, openBulkTransport } from '../../../mail/bulk-transport';
import type { SecretBox } from '../../../settings/secret-box';
import type { ApiKeySettings } from '../../../settings/service';
import { emailSenderSmtp } from '../schema';

type SenderSmtpValues = z.output<typeof senderSmtpInputSchema>;
type Row = typeof emailSenderSmtp.$inferSelect;

/** Short waits: the form waits on the test, and a send run should not hang on a dead server. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * A workspace's own sending server: kept only after its login was accepted, its password sealed,
 * and the way out of every message the workspace sends (campaigns, automations, tests) while set.
 * The host is the user's: it is resolved through the SSRF guard's lookup and the connection goes to
 * the address that passed, so a name cannot point Uplift at its own network.
 */
export class SenderSmtpService {
  constructor(
    private readonly deps: {
      db: Database;
      box: SecretBox;
      guardedApi: Pick<GuardedApi, 'lookup' | 'plainHttpAllowed'>;
      apiKeys: Pick<ApiKeySettings, 'get'>;
    },
  ) {}

  async status(viewer: Viewer): Promise<SenderSmtpStatus> {
    const row = await this.row(viewer.workspaceId);
    return { server: row ? shown(row) : null };
  }

  /** Logs in to the server (nodemailer's verify), then keeps it; refused with the server's reason, worded. */
  async connect(viewer: Viewer, values: SenderSmtpValues): Promise<SenderSmtpStatus> {
    requireEditor(viewer);
    try {
      const transporter = nodemailer.createTransport(await guardedSmtpOptions(this.deps.guardedApi, values, values.password));
      try {
        await transporter.verify();
      } finally {
        transporter.close();
      }
    } catch (error) {
      throw new ServiceError(400, 'CONNECT_FAILED', smtpRefusal(error));
    }
    const kept = {
      host: values.host,
      port: values.port,
      security: values.security,
      username: values.username,
      passwordSealed: this.deps.box.seal(values.password),
      fromAddress: values.fromAddress,
      verifiedAt: new Date(),
      lastError: null,
      createdBy: viewer.userId,
      updatedAt: new Date(),
    };
    await this.deps.db
      .insert(emailSenderSmtp)
      .values({ workspaceId: viewer.workspaceId, ...kept })
      .onConflictDoUpdate({ target: emailSenderSmtp.workspaceId, set: kept });
    return this.status(viewer);
  }

  async remove(viewer: Viewer): Promise<void> {
    requireEditor(viewer);
    await this.deps.db.delete(emailSenderSmtp).where(eq(emailSenderSmtp.workspaceId, viewer.workspaceId));
  }

  /**
   * The way out for one workspace's messages: its own server when set, else the instance's. One
   * transport serves one workspace only, so no message leaves through another workspace's login.
   */
  async transportFor(workspaceId: string, connections: number): Promise<BulkTransport> {
    const { db, apiKeys } = this.deps;
    const row = await this.row(workspaceId);
    if (!row) return openBulkTransport({ apiKeys, db, connections });
    let smtp: SMTPTransportOptions;
    try {
      smtp = await guardedSmtpOptions(this.deps.guardedApi, row, this.deps.box.open(row.passwordSealed));
    } catch (error) {
      // Its host now resolves somewhere refused, or no longer at all: nothing was handed over, so all of it waits.
      const reason = smtpRefusal(error);
      await this.noteRefusal(workspaceId, reason);
      return unreachableTransport(reason);
    }
    const transport = await openBulkTransport({ apiKeys, db, connections, server: { smtp, fromAddress: row.fromAddress } });
    return {
      kind: transport.kind,
      close: () => transport.close(),
      send: async (messages) => {
        const results = await transport.send(messages);
        const deferred = results.find((result): result is Extract<BulkResult, { error: string }> => result.outcome === 'deferred');
        if (deferred) await this.noteRefusal(workspaceId, `${senderSmtpMessages.refused} (${deferred.error.slice(0, 200)})`);
        else if (row.lastError && results.some((result) => result.outcome === 'sent')) await this.noteRefusal(workspaceId, null);
        return results;
      },
    };
  }

  private async noteRefusal(workspaceId: string, lastError: string | null): Promise<void> {
    await this.deps.db.update(emailSenderSmtp).set({ lastError }).where(eq(emailSenderSmtp.workspaceId, workspaceId));
  }

  private async row(workspaceId: string): Promise<Row | undefined> {
    const [row] = await this.deps.db.select().from(emailSenderSmtp).where(eq(emailSenderSmtp.workspaceId, workspaceId));
    return row;
  }
}

function shown(row: Row): SenderSmtpServer {
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    fromAddress: row.fromAddress,
    verifiedAt: row.verifiedAt.toISOString(),
    lastError: row.lastError,
  };
}

function lookUp(lookup: LookupFunction, host: string): Promise<string> {
  return new Promise((resolve, reject) =>
    lookup(host, {}, (error, address) => (error ? reject(error) : resolve(typeof address === 'string' ? address : address[0]!.address))),
  );
}

/** A transport for a server that cannot be reached now: every message waits, as with a refused connection. */
function unreachableTransport(reason: string): BulkTransport {
  return {
    kind: 'smtp',
    send: async (messages) => messages.map(() => ({ outcome: 'deferred', error: reason })),
    close: () => undefined,
  };
}

/** What the server or the network said, in the user's words: never a stack, never the password. */
export function smtpRefusal(error: unknown): string {
  if (error instanceof SafeFetchError) return error.code === 'BLOCKED_ADDRESS' ? apiCallMessages.blocked : senderSmtpMessages.unknownHost;
  const { code = '', response = '' } = error as { code?: string; response?: string };
  // The server's own reply line (such as "535 5.7.8 Authentication failed") helps; it carries no secret.
  const said = response ? ` (${response.replace(/\s+/g, ' ').trim().slice(0, 200)})` : '';
  if (code === 'EAUTH') return senderSmtpMessages.refusedLogin + said;
  if (code === 'ENOAUTH') return senderSmtpMessages.needsLogin;
  if (code === 'ETLS') return senderSmtpMessages.tlsFailed;
  if (code === 'ETIMEDOUT') return senderSmtpMessages.timedOut;
  if (code === 'EDNS' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return senderSmtpMessages.unknownHost;
  if (code === 'ECONNECTION' || code === 'ESOCKET' || code === 'ECONNREFUSED') {
    return /certificate|ssl|tls|wrong version/i.test((error as Error).message ?? '')
      ? senderSmtpMessages.tlsFailed
      : senderSmtpMessages.unreachable;
  }
  return senderSmtpMessages.refused + said;
}

/**
 * nodemailer's options for a server a user named, to the address the guarded lookup allowed (SNI and
 * the certificate still check the host name), so a name cannot point Uplift at its own network.
 * STARTTLS is required, except where plain connections are allowed at all: the operator's own
 * network (FETCH_ALLOW_PRIVATE_NETWORK) and the tests' fake servers.
 */
export async function guardedSmtpOptions(
  guardedApi: Pick<GuardedApi, 'lookup' | 'plainHttpAllowed'>,
  server: { host: string; port: number; security: SmtpSecurity; username: string },
  password: string,
): Promise<SMTPTransportOptions> {
  const host = server.host.replace(/^\[|\]$/g, '');
  const address = await lookUp(guardedApi.lookup, host);
  return {
    host: address,
    servername: host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls' && !guardedApi.plainHttpAllowed,
    auth: { user: server.username, pass: password },
    ...timeouts,
  };
}
