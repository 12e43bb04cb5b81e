import sanitizeHtml from 'sanitize-html';

const layoutAttributes = ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'dir', 'class'];

/**
 * What a campaign's or template's HTML may keep: the tables, images and inline styles e-mail layouts
 * are made of, and links that go to the web, to mail or to a phone. Scripts, forms, frames, event
 * handlers and javascript: links go.
 */
export const emailHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'font', 'center', 'u', 's', 'small', 'sub', 'sup'],
  allowedAttributes: {
    '*': layoutAttributes,
    a: ['href', 'title', 'target', 'rel', ...layoutAttributes],
    img: ['src', 'alt', 'title', ...layoutAttributes],
    td: ['colspan', 'rowspan', ...layoutAttributes],
    th: ['colspan', 'rowspan', ...layoutAttributes],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  disallowedTagsMode: 'discard',
};

/** Readable text of sanitized HTML, for the message's text part. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_link, href: string, label: string) => `${label} (${href})`)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote)>/gi, '\n\n')
      .replace(/<li\b[^>]*>/gi, '- ')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
