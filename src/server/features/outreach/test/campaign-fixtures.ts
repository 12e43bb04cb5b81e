import { sql } from 'drizzle-orm';
import type { ProspectContact } from '@/shared/outreach/prospects';
import type { Database } from '../../../db/database';
import type { TestClient } from '../../../test/harness';
import type { SmtpSink } from '../../../test/smtp-sink';
import { outreachProspects } from '../prospects/schema';

/** The SMTP sink's login, which an identity's SMTP server asks for. */
export const sinkLogin = { user: 'sam@sender.example', pass: 'rye-and-spelt-42' };
/** The sequence sender's queue: a test runs it by queueing one run (as its minute's schedule does). */
export const senderQueue = 'outreach-sequence-send';
export const openingsQueue = 'outreach-openings';

/** Monday 2 March 2026, 10:00 UTC: inside the default window. */
export const mondayMorning = Date.UTC(2026, 2, 2, 10, 0);
export const dayMs = 86_400_000;

/** An identity's body sending through the sink, every hour of every day unless told otherwise. */
export function identityBody(sink: SmtpSink, extra: Record<string, unknown> = {}) {
  return {
    fromName: 'Sam Sender',
    fromAddress: 'sam@sender.example',
    smtp: {
      host: '127.0.0.1',
      port: Number(new URL(sink.url).port),
      security: 'starttls',
      username: sinkLogin.user,
      password: sinkLogin.pass,
    },
    window: { startHour: 0, endHour: 24, days: [0, 1, 2, 3, 4, 5, 6] },
    ...extra,
  };
}

/** A prospect as the contact discovery leaves it: its site read, one address found. */
export async function addProspect(
  db: Database,
  workspaceId: string,
  domain: string,
  contact: { email: string; name?: string | null } | null = { email: `editor@${domain}`, name: 'Dana Editor' },
): Promise<string> {
  const contacts: ProspectContact[] = contact
    ? [
        {
          email: contact.email,
          name: contact.name ?? null,
          role: false,
          confidence: 'high',
          via: 'mailto',
          foundOn: `https://${domain}/contact`,
          ownDomain: true,
          guess: false,
          mailDomain: 'verified',
        },
      ]
    : [];
  const [row] = await db
    .insert(outreachProspects)
    .values({
      workspaceId,
      domain,
      pageUrl: `https://${domain}/`,
      siteName: `Site ${domain.split('.')[0]}`,
      opportunity: 'Resource page “Baking links” lists sourdough suppliers',
      contacts,
      discoveryStatus: 'done',
    })
    .returning({ id: outreachProspects.id });
  return row!.id;
}

/** Runs the sequence sender once, as its schedule would, and waits until it and what it started are done. */
export async function runSender(server: { db: Database; drained(queues?: readonly string[]): Promise<void> }): Promise<void> {
  // The openings of those just enrolled are written first, as they are before anyone could approve them.
  await server.drained([openingsQueue]);
  await server.db.execute(sql`insert into pgboss.job (name, data) values (${senderQueue}, '{}'::jsonb)`);
  await server.drained([senderQueue]);
}

export async function workspaceOf(client: TestClient): Promise<string> {
  return (await client.get('/api/me')).body.workspace.id;
}

/** A two-step campaign (a first message, a follow-up after `delayDays`) from `identityId`. */
export function twoStepCampaign(identityId: string, delayDays = 3) {
  return {
    name: 'Guest posts',
    type: 'Guest post',
    identityId,
    steps: [
      {
        subject: 'A guest post for {{site_name}}',
        body: 'Hi {{first_name}},\n\n{{opening}}\n\nOur sourdough guide is at https://bakery.example/guide?ref=1.\n\nBest,\n{{sender_name}}\n\nUnsubscribe: {{unsubscribe_url}}',
      },
      { subject: 'Re: A guest post for {{site_name}}', body: 'Hi {{first_name}},\n\n{{opening}}\n\n{{sender_name}}', delayDays },
    ],
  };
}
