import { type Presentation, madeWithLine, upliftPresentation } from '@/shared/branding';
import { brandHeader, footerLine, primaryOf } from '../../../branding/brand-html';
import { escapeHtml } from '../../../lib/escape-html';

/**
 * The pages a subscriber reaches from a form or a message, signed in or not: plain server-made HTML
 * that works without scripts, in every mail app's browser. A page of a known workspace shows its
 * presentation: its white label, or Uplift's mark (ADR 040); one of no known workspace shows neither.
 */
export function publicPage(title: string, body: string, presentation?: Presentation): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:440px;margin:48px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.5;color:#3f3f46}label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
input{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #d4d4d8;border-radius:8px;font-size:16px}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:${primaryOf(presentation ?? upliftPresentation)};color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.error{color:#b91c1c}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}</style></head>
<body><main>${presentation ? brandHeader(presentation) : ''}${body}${presentation ? footerLine(madeWithLine(presentation)) : ''}</main></body></html>`;
}

export function messagePage(title: string, message: string, tone: 'plain' | 'error' = 'plain', presentation?: Presentation): string {
  return publicPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p${tone === 'error' ? ' class="error"' : ''}>${escapeHtml(message)}</p>`,
    presentation,
  );
}

export function signupPage(
  list: { id: string; name: string; description: string },
  options: { error?: string; email?: string; name?: string } = {},
  presentation?: Presentation,
): string {
  return publicPage(
    `Subscribe to ${list.name}`,
    `<h1>Subscribe to ${escapeHtml(list.name)}</h1>${list.description ? `<p>${escapeHtml(list.description)}</p>` : ''}
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="/m/subscribe/${list.id}">
<label for="email">Email</label><input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${escapeHtml(options.email ?? '')}">
<label for="name">Name (optional)</label><input id="name" name="name" maxlength="200" autocomplete="name" value="${escapeHtml(options.name ?? '')}">
<div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">Subscribe</button></form>`,
    presentation,
  );
}

export function confirmPage(token: string, listName: string, presentation?: Presentation): string {
  return publicPage(
    'Confirm your subscription',
    `<h1>Confirm your subscription</h1><p>Confirm that you want to receive emails from ${escapeHtml(listName)}.</p>
<form method="post" action="/m/confirm/${escapeHtml(token)}"><button type="submit">Confirm my subscription</button></form>`,
    presentation,
  );
}

export function unsubscribePage(token: string, listName: string, presentation?: Presentation): string {
  return publicPage(
    'Unsubscribe',
    `<h1>Unsubscribe</h1><p>Stop receiving emails from ${escapeHtml(listName)}?</p>
<form method="post" action="/m/unsubscribe/${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`,
    presentation,
  );
}
