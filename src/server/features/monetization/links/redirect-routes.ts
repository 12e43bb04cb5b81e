import { Hono } from 'hono';
import { isbot } from 'isbot';
import type { AppEnv } from '../../../auth/viewer';
import { clientAddress } from '../../../http/client-address';
import { type AddressLimit, type DailySalts, visitorId } from '../../analytics';
import { messagePage } from '../../email';
import { type ClickBuffer, newClickId } from './clicks';
import type { ContentAddresses } from './content-addresses';
import type { TrackedLinks } from './tracked-links';

const slugPattern = /^[A-Za-z0-9]{4,32}$/;

/** 1 (the second destination) for `split` percent of visitors by their hash, else 0. */
export function variantOf(visitor: bigint, split: number): 0 | 1 {
  return Number(BigInt.asUintN(64, visitor) % 100n) < split ? 1 : 0;
}

/** The destination with the link's UTM tags and the click id added, unless the destination sets them itself. */
export function taggedDestination(destination: string, tags: { medium: string; slug: string; clickId: string | null }): string {
  const url = new URL(destination);
  const added: Record<string, string | null> = { utm_source: 'uplift', utm_medium: tags.medium, utm_campaign: tags.slug, uc: tags.clickId };
  for (const [key, value] of Object.entries(added)) if (value !== null && !url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * GET /r/{slug}: a tracked link's redirect (ADR 031), answered ahead of the app's middleware and
 * without a database write: the link from a cache, the visitor as Analytics counts one (a daily hash,
 * no cookie), the click buffered. Bots and an address past its limit are sent on uncounted.
 */
export function redirectRoutes(deps: {
  links: TrackedLinks;
  clicks: ClickBuffer;
  salts: DailySalts;
  contentAddresses: ContentAddresses;
  limit: AddressLimit;
  trustProxy: boolean;
  now: () => Date;
}) {
  return new Hono<AppEnv>().get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const target = slugPattern.test(slug) ? await deps.links.target(slug) : null;
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!target) return c.html(messagePage('Link not found', 'This link does not exist or was removed.', 'error'), 404);
    // A lead magnet's page counts its own visitors (and the heading each saw): the link only hands on the content item.
    if (target.medium === 'lead-magnet') {
      const page = new URL(target.destination);
      const contentId = c.req.query('c');
      if (contentId) page.searchParams.set('c', contentId);
      return c.redirect(page.toString(), 302);
    }
    const userAgent = c.req.header('user-agent') ?? '';
    const address = clientAddress(c, deps.trustProxy);
    const at = deps.now();
    const counted = target.counted && userAgent !== '' && !isbot(userAgent) && deps.limit.allow(address);
    // A test's visitor sees one destination all day, as their hash stays the day's.
    const visitor = counted || target.variantB ? visitorId(await deps.salts.saltOf(at), target.workspaceId, address, userAgent) : 0n;
    const variant = target.variantB && variantOf(visitor, target.split) === 1 ? 1 : 0;
    let clickId: string | null = null;
    if (counted) {
      clickId = newClickId();
      deps.clicks.add({
        clickId,
        linkId: target.linkId,
        workspaceId: target.workspaceId,
        visitorId: visitor,
        variant,
        contentId: await deps.contentAddresses.contentOf(target.workspaceId, c.req.query('c'), c.req.header('referer')),
        occurredAt: at,
      });
    }
    const destination = variant === 1 ? target.variantB! : target.destination;
    return c.redirect(taggedDestination(destination, { medium: target.medium, slug, clickId }), 302);
  });
}
