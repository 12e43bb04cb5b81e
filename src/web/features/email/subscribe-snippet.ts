// A list's sign-up form for the user's own site: a plain HTML form posting to Uplift's public endpoint,
// so it works without JavaScript and with any site builder that accepts HTML.

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The origin the snippet posts to: the hosted form's (the server knows the public address), else the
 * page's own.
 */
export function subscribeOrigin(formUrl: string, fallbackOrigin: string): string {
  try {
    return new URL(formUrl).origin;
  } catch {
    return fallbackOrigin;
  }
}

/**
 * The embeddable form: email and name, and a hidden `website` field that people never see and bots
 * fill in, so the server can drop their sign-ups.
 */
export function buildSubscribeSnippet(origin: string, listId: string): string {
  const action = `${origin.replace(/\/+$/, '')}/m/subscribe/${encodeURIComponent(listId)}`;
  return [
    `<form method="post" action="${escapeAttribute(action)}">`,
    '  <label>Email <input type="email" name="email" required></label>',
    '  <label>Name <input type="text" name="name"></label>',
    '  <input type="text" name="website" tabindex="-1" autocomplete="off" style="display:none">',
    '  <button type="submit">Subscribe</button>',
    '</form>',
  ].join('\n');
}
