import { type Context, Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { outreachCampaignMessages as text } from '@/shared/outreach/campaigns';
import type { AppEnv } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { escapeHtml } from '../../../lib/escape-html';
import { messagePage } from '../../email';
import { outreachProspects } from '../prospects/schema';
import { outreachUtmCampaign, taggedDestination } from './attribution';
import type { OutreachLinks } from './outreach-links';
import { outreachCampaigns, outreachEnrollments, outreachMessages } from './schema';
import { recipientKey, stopSequences } from './campaigns-service';
import type { Suppressions } from './suppressions';

const maxToken = 512;

/**
 * /o: what a prospect reaches from an outreach message without signing in: tracked redirects (a click
 * counted on the message, so per enrollment and step, landing with the step's UTM tags so Analytics
 * credits a conversion to it) and the unsubscribe page with RFC 8058's one-click POST, which
 * suppresses the address and the site's domain for the workspace and leaves its mailing lists.
 * Every token is signed.
 */
export function publicOutreachRoutes(deps: { db: Database; links: OutreachLinks; suppressions: Suppressions; now: () => Date }) {
  const { db, links, suppressions } = deps;
  return new Hono<AppEnv>()
    .get('/c/:token', async (c) => {
      const click = readable(c) ? links.readClick(c.req.param('token')) : null;
      if (!click) return c.html(messagePage('Link not valid', 'This link has been altered or is incomplete.', 'error'), 400);
      const [message] = await db
        .update(outreachMessages)
        .set({
          clicks: sql`${outreachMessages.clicks} + 1`,
          firstClickedAt: sql`coalesce(${outreachMessages.firstClickedAt}, ${deps.now().toISOString()}::timestamptz)`,
        })
        .where(eq(outreachMessages.id, click.messageRowId))
        .returning({ links: outreachMessages.links, campaignId: outreachMessages.campaignId, step: outreachMessages.step });
      const url = message?.links[click.index];
      if (!url) return c.html(messagePage('Link not found', 'This link no longer exists.', 'error'), 404);
      const [campaign] = await db
        .select({ id: outreachCampaigns.id, name: outreachCampaigns.name })
        .from(outreachCampaigns)
        .where(eq(outreachCampaigns.id, message.campaignId));
      return c.redirect(campaign ? taggedDestination(url, outreachUtmCampaign(campaign, message.step)) : url, 302);
    })
    .get('/u/:token', (c) => {
      const token = c.req.param('token');
      if (!readable(c) || !links.readUnsubscribe(token)) return unsubscribeInvalid(c);
      return c.html(
        messagePage('Unsubscribe', 'Stop receiving outreach emails from this sender?').replace(
          '</main>',
          `<form method="post" action="/o/u/${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form></main>`,
        ),
      );
    })
    .post('/u/:token', async (c) => {
      const target = readable(c) ? links.readUnsubscribe(c.req.param('token')) : null;
      if (!target) return unsubscribeInvalid(c);
      const [found] = await db
        .select({ enrollment: outreachEnrollments, domain: outreachProspects.domain })
        .from(outreachEnrollments)
        .leftJoin(outreachProspects, eq(outreachProspects.id, outreachEnrollments.prospectId))
        .where(eq(outreachEnrollments.id, target.enrollmentId));
      if (found) {
        const { enrollment, domain } = found;
        await suppressions.unsubscribe(enrollment.workspaceId, enrollment.contactEmail, domain);
        await stopSequences(db, enrollment.workspaceId, recipientKey(enrollment), deps.now(), 'unsubscribed');
      }
      return c.html(messagePage(text.unsubscribedTitle, text.unsubscribedText));
    });
}

const readable = (c: Context) => (c.req.param('token') ?? '').length <= maxToken;
const unsubscribeInvalid = (c: Context) =>
  c.html(messagePage('Link not valid', 'This unsubscribe link has been altered or is incomplete.', 'error'), 400);
