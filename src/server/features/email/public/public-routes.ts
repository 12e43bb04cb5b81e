import { type Context, Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z, type ZodType } from 'zod';
import type { Presentation } from '@/shared/branding';
import { emailMessages } from '@/shared/email/email';
import type { AppEnv } from '../../../auth/viewer';
import { clientAddress } from '../../../http/client-address';
import type { FixedWindowLimit } from '../../../http/fixed-window-limit';
import { hasUnstorableText } from '../../../http/storable-text';
import { ServiceError } from '../../../lib/service-error';
import type { PublicLinks } from '../compose/public-links';
import { confirmPage, messagePage, signupPage, unsubscribePage } from './pages';
import { type SignupService, signupMessages } from './signup-service';
import type { TrackingService } from './tracking-service';

// A transparent 1×1 GIF.
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const maxFormBytes = 16 * 1024;

const signupSchema = z.object({
  email: z
    .string({ error: emailMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .min(1, emailMessages.invalidEmail)
    .max(254, emailMessages.invalidEmail)
    .pipe(z.email(emailMessages.invalidEmail)),
  name: z.string({ error: 'A name is text' }).trim().max(200, 'A name has at most 200 characters').default(''),
  /** Where the form is embedded, as the embedding area signed it (a lead magnet's page); kept, not read, here. */
  source: z.string().max(1024).optional().catch(undefined),
  /** The honeypot: people never see it, form-filling bots fill it in. */
  website: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value : String(value ?? ''))),
});

export interface PublicRoutesDeps {
  links: PublicLinks;
  tracking: TrackingService;
  signups: SignupService;
  signupLimit: FixedWindowLimit;
  trustProxy: boolean;
}

/**
 * /m: what subscribers reach without signing in (ADR 020): the open pixel, click redirects, the
 * unsubscribe page with RFC 8058's one-click POST, and each list's sign-up form and its confirmation.
 * Every identifier is signed; sign-ups are rate-limited per address and guarded by a honeypot.
 */
export function publicEmailRoutes(deps: PublicRoutesDeps) {
  const { links, tracking, signups } = deps;
  return (
    new Hono<AppEnv>()
      .get('/o/:token', pageParams(tokenParams, pixelAnswer), async (c) => {
        const open = links.readOpen(c.req.valid('param').token);
        if (open) await tracking.open(open.sendId);
        return pixelAnswer(c);
      })
      .get('/c/:token', pageParams(tokenParams, clickLinkInvalid), async (c) => {
        const click = links.readClick(c.req.valid('param').token);
        if (!click) return clickLinkInvalid(c);
        const url = await tracking.click(click.sendId, click.linkId);
        if (!url) return c.html(messagePage('Link not found', 'This link no longer exists.', 'error'), 404);
        return c.redirect(url, 302);
      })
      .get('/unsubscribe/:token', pageParams(tokenParams, unsubscribeLinkInvalid), async (c) => {
        const { token } = c.req.valid('param');
        const target = links.readUnsubscribe(token);
        if (!target) return unsubscribeLinkInvalid(c);
        const list = await signups.list(target.listId);
        if (!list)
          return c.html(
            messagePage('Unsubscribe', 'This was a test message, or its list no longer exists: there is nothing to unsubscribe from.'),
          );
        return c.html(unsubscribePage(token, list.name, await signups.presentation(list)));
      })
      // One click from the mail app (List-Unsubscribe=One-Click) or the page's button: both leave the list.
      .post('/unsubscribe/:token', pageParams(tokenParams, unsubscribeLinkInvalid), async (c) => {
        const target = links.readUnsubscribe(c.req.valid('param').token);
        if (!target) return unsubscribeLinkInvalid(c);
        await tracking.unsubscribe(target.listId, target.subscriberId, target.sendId);
        return c.html(messagePage('You are unsubscribed', 'You will not receive emails from this list any more.'));
      })
      .get('/subscribe/:listId', pageParams(listParams, listNotFound), async (c) => {
        const list = await signups.list(c.req.valid('param').listId);
        return list ? c.html(signupPage(list, {}, await signups.presentation(list))) : listNotFound(c);
      })
      .post(
        '/subscribe/:listId',
        pageParams(listParams, (c) => signupAnswer(c, null, 404, signupFormGone)),
        async (c) => {
          const list = await signups.list(c.req.valid('param').listId);
          const presentation = list ? await signups.presentation(list) : undefined;
          const answer = (status: SignupStatus, message: string, form?: SignupForm) =>
            signupAnswer(c, list, status, message, form, presentation);
          if (!list) return answer(404, signupFormGone);
          if (Number(c.req.header('content-length') ?? maxFormBytes + 1) > maxFormBytes) return answer(413, 'The form is too large.');
          if (!(await deps.signupLimit.allow(clientAddress(c, deps.trustProxy))))
            return answer(429, 'Too many sign-ups from your network. Please try again in a few minutes.');
          const fields = await formFields(c);
          const parsed = signupSchema.safeParse(fields ?? {});
          if (!fields || !parsed.success || hasUnstorableText(parsed.data)) {
            const message =
              parsed.success || !fields ? emailMessages.invalidEmail : (parsed.error.issues[0]?.message ?? emailMessages.invalidEmail);
            return answer(400, message, { email: String(fields?.email ?? ''), name: String(fields?.name ?? '') });
          }
          const { email, name, website, source } = parsed.data;
          const thanks = list.optIn === 'double' ? signupMessages.confirmationSent : signupMessages.subscribed;
          if (website) return answer(200, thanks);
          try {
            await signups.subscribe(list, { email, name }, clientAddress(c, deps.trustProxy), source);
          } catch (error) {
            if (error instanceof ServiceError && error.code === 'PLAN_LIMIT_REACHED') return answer(403, error.message);
            throw error;
          }
          return answer(200, thanks);
        },
      )
      .get('/confirm/:token', pageParams(tokenParams, confirmLinkInvalid), async (c) => {
        const { token } = c.req.valid('param');
        const target = links.readConfirm(token);
        const list = target && (await signups.list(target.listId));
        if (!target || !list) return confirmLinkInvalid(c);
        // Confirmed by the button (a POST): mail scanners that open every link must not subscribe anyone.
        return c.html(confirmPage(token, list.name, await signups.presentation(list)));
      })
      .post('/confirm/:token', pageParams(tokenParams, confirmLinkInvalid), async (c) => {
        const target = links.readConfirm(c.req.valid('param').token);
        const confirmed = target && (await signups.confirm(target.listId, target.subscriberId, clientAddress(c, deps.trustProxy)));
        if (!confirmed) return confirmLinkInvalid(c);
        return c.html(messagePage('Subscription confirmed', signupMessages.confirmed));
      })
  );
}

/** A signed link's token, or a list's id: one the schema refuses gets the page a bad link gets. */
const tokenParams = z.object({ token: z.string().max(2048) });
const listParams = z.object({ listId: z.uuid() });

function pageParams<Schema extends ZodType>(schema: Schema, refusal: (c: Context) => Response | Promise<Response>) {
  return zValidator('param', schema, (result, c) => (result.success ? undefined : refusal(c)));
}

const pixelAnswer = (c: Context) => c.body(pixel, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, max-age=0' });
const clickLinkInvalid = (c: Context) =>
  c.html(messagePage('Link not valid', 'This link has been altered or is incomplete.', 'error'), 400);
const unsubscribeLinkInvalid = (c: Context) =>
  c.html(messagePage('Link not valid', 'This unsubscribe link has been altered or is incomplete.', 'error'), 400);
const confirmLinkInvalid = (c: Context) => c.html(messagePage('Link not valid', signupMessages.confirmLinkInvalid, 'error'), 400);
const signupFormGone = 'This sign-up form no longer exists.';
const listNotFound = (c: Context) => c.html(messagePage('List not found', signupFormGone, 'error'), 404);

type SignupStatus = 200 | 400 | 403 | 404 | 413 | 429;
type SignupForm = { email?: string; name?: string };
type SignupList = Parameters<typeof signupPage>[0];

/** The sign-up form's answer: JSON to a script, else the form again with the message (or the list's absence). */
function signupAnswer(
  c: Context,
  list: SignupList | null,
  status: SignupStatus,
  message: string,
  form?: SignupForm,
  presentation?: Presentation,
) {
  const wantsJson = (c.req.header('content-type') ?? '').includes('json') || (c.req.header('accept') ?? '').startsWith('application/json');
  if (wantsJson) return status === 200 ? c.json({ message }) : c.json({ error: { code: codeOf(status), message } }, status);
  if (status === 200) return c.html(messagePage('Thank you', message, 'plain', presentation));
  return list
    ? c.html(signupPage(list, { error: message, ...form }, presentation), status)
    : c.html(messagePage('List not found', message, 'error'), status);
}

/** The form's fields as urlencoded, multipart or JSON; null when the body cannot be read. */
async function formFields(c: Context): Promise<Record<string, unknown> | null> {
  try {
    if ((c.req.header('content-type') ?? '').includes('json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : '']));
  } catch {
    return null;
  }
}

function codeOf(status: number) {
  if (status === 404) return 'NOT_FOUND';
  if (status === 403) return 'PLAN_LIMIT_REACHED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'VALIDATION_FAILED';
}
