import { Hono } from 'hono';
import { isbot } from 'isbot';
import { eq } from 'drizzle-orm';
import { leadMagnetLinkDays } from '@/shared/monetization/lead-magnets';
import type { AppEnv } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { clientAddress } from '../../../http/client-address';
import type { Presentation } from '@/shared/branding';
import type { CoreDeps } from '../../../context';
import { escapeHtml } from '../../../lib/escape-html';
import { type AddressLimit, type DailySalts, visitorId } from '../../analytics';
import { emailListsOf, messagePage, publicPage } from '../../email';
import { type ClickBuffer, newClickId } from '../links/clicks';
import type { ContentAddresses } from '../links/content-addresses';
import { variantOf } from '../links/redirect-routes';
import type { LeadDelivery } from './lead-delivery';
import type { LeadTokens } from './lead-tokens';
import { monetizationLinks } from '../links/schema';
import { monetizationLeadMagnets, monetizationLeads } from './schema';

const slugPattern = /^[a-z0-9]{4,32}$/;

function magnetPage(
  magnet: { title: string; description: string; listId: string; kind: 'file' | 'link'; fileName: string | null },
  heading: string,
  source: string,
  presentation: Presentation,
): string {
  const gift =
    magnet.kind === 'file' && magnet.fileName
      ? `You will get <strong>${escapeHtml(magnet.fileName)}</strong> by e-mail.`
      : 'You will get the link by e-mail.';
  return publicPage(
    heading,
    `<h1>${escapeHtml(heading)}</h1>${magnet.description ? `<p>${escapeHtml(magnet.description)}</p>` : ''}
<p>${gift} We ask you to confirm your address first.</p>
<form method="post" action="/m/subscribe/${escapeHtml(magnet.listId)}">
<label for="email">Email</label><input id="email" name="email" type="email" required maxlength="254" autocomplete="email">
<label for="name">Name (optional)</label><input id="name" name="name" maxlength="200" autocomplete="name">
<input type="hidden" name="source" value="${escapeHtml(source)}">
<div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">Send it to me</button></form>`,
    presentation,
  );
}

/**
 * /l: a lead magnet's public page, whose form is Email's sign-up with the magnet's signed source (the
 * heading seen, the view, the content item it came from), and the delivered file behind its expiring
 * link. A view is counted as a tracked link's click is: a daily visitor hash, bots left out.
 */
export function publicLeadMagnetRoutes(deps: {
  db: Database;
  tokens: LeadTokens;
  delivery: LeadDelivery;
  clicks: ClickBuffer;
  salts: DailySalts;
  contentAddresses: ContentAddresses;
  limit: AddressLimit;
  trustProxy: boolean;
  now: () => Date;
  branding: Pick<CoreDeps['branding'], 'presentation'>;
}) {
  const notFoundPage = messagePage('Page not found', 'This page does not exist or was removed.', 'error');
  return new Hono<AppEnv>()
    .get('/file/:token', async (c) => {
      const token = c.req.param('token');
      const read = deps.tokens.readFileToken(token, deps.now().getTime());
      if (!read) return c.html(messagePage('Link not valid', 'This link has been altered or is incomplete.', 'error'), 400);
      if (read.expired)
        return c.html(
          publicPage(
            'This link has expired',
            `<h1>This link has expired</h1><p>Download links work for ${leadMagnetLinkDays} days. We can send you a new one.</p>
<form method="post" action="/l/file/${escapeHtml(token)}/renew"><button type="submit">Send me a new link</button></form>`,
          ),
          410,
        );
      const [file] = await deps.db
        .select({
          name: monetizationLeadMagnets.fileName,
          type: monetizationLeadMagnets.fileType,
          bytes: monetizationLeadMagnets.fileBytes,
        })
        .from(monetizationLeads)
        .innerJoin(monetizationLeadMagnets, eq(monetizationLeadMagnets.id, monetizationLeads.magnetId))
        .where(eq(monetizationLeads.id, read.leadId));
      if (!file?.bytes) return c.html(messagePage('File not found', 'This file is no longer offered.', 'error'), 404);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.type ?? 'application/octet-stream',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name ?? 'download')}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    })
    .post('/file/:token/renew', async (c) => {
      const read = deps.tokens.readFileToken(c.req.param('token'), deps.now().getTime());
      const lead = read && deps.limit.allow(clientAddress(c, deps.trustProxy)) ? await deps.delivery.leadOf(read.leadId) : null;
      if (lead) await deps.delivery.send(lead.id, lead.email);
      // The same answer whether or not a link went: the page reveals no address.
      return c.html(messagePage('Check your inbox', 'If this link was sent to you, a new one is on its way.'));
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      if (!slugPattern.test(slug)) return c.html(notFoundPage, 404);
      const [magnet] = await deps.db
        .select({
          id: monetizationLeadMagnets.id,
          workspaceId: monetizationLeadMagnets.workspaceId,
          title: monetizationLeadMagnets.title,
          description: monetizationLeadMagnets.description,
          listId: monetizationLeadMagnets.listId,
          kind: monetizationLeadMagnets.kind,
          fileName: monetizationLeadMagnets.fileName,
          headingB: monetizationLeadMagnets.headingB,
          split: monetizationLeadMagnets.split,
          status: monetizationLeadMagnets.status,
          linkId: monetizationLinks.id,
        })
        .from(monetizationLeadMagnets)
        .innerJoin(monetizationLinks, eq(monetizationLinks.leadMagnetId, monetizationLeadMagnets.id))
        .where(eq(monetizationLeadMagnets.slug, slug));
      if (!magnet) return c.html(notFoundPage, 404);
      if (magnet.status !== 'Active' || !(await emailListsOf(deps.db, magnet.workspaceId)).has(magnet.listId))
        return c.html(messagePage(magnet.title, 'This offer is not available right now.'), 404);
      const userAgent = c.req.header('user-agent') ?? '';
      const address = clientAddress(c, deps.trustProxy);
      const at = deps.now();
      const visitor = visitorId(await deps.salts.saltOf(at), magnet.workspaceId, address, userAgent);
      const variant = magnet.headingB ? variantOf(visitor, magnet.split) : 0;
      const contentId = await deps.contentAddresses.contentOf(magnet.workspaceId, c.req.query('c'), c.req.header('referer'));
      let clickId: string | null = null;
      if (userAgent && !isbot(userAgent) && deps.limit.allow(address)) {
        clickId = newClickId();
        deps.clicks.add({
          clickId,
          linkId: magnet.linkId,
          workspaceId: magnet.workspaceId,
          visitorId: visitor,
          variant,
          contentId,
          occurredAt: at,
        });
      }
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
      const source = deps.tokens.source({ magnetId: magnet.id, variant, clickId, contentId });
      const presentation = await deps.branding.presentation(magnet.workspaceId);
      return c.html(magnetPage(magnet, variant === 1 ? magnet.headingB! : magnet.title, source, presentation));
    });
}
