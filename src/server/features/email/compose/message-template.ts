import { randomBytes } from 'node:crypto';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { type Presentation, sentWithLine } from '@/shared/branding';
import type { BodyFormat } from '@/shared/email/email';
import { emailBrandHeader } from '../../../branding/brand-html';
import { type MergeTag, type MergeValues, fillMergeTags, mergeTagPattern, mergeValue } from './merge-tags';
import { escapeHtml } from '../../../lib/escape-html';
import { emailHtmlOptions, htmlToText } from './sanitize';

export interface MessageSource {
  format: BodyFormat;
  content: string;
  subject: string;
  previewText: string;
}

/** What every message carries besides its content, as anti-spam law asks: who sends it, from where, and a way out. */
export interface MessageFrame {
  senderName: string;
  postalAddress: string;
  listName: string;
  /** The workspace's white label (header, footer text) or Uplift's mark under the footer (ADR 040). */
  presentation: Presentation;
}

type Slot = { kind: 'tag'; tag: MergeTag } | { kind: 'link'; index: number } | { kind: 'open' };

/** A message made once per campaign; each recipient's copy only fills its slots. */
export interface CompiledMessage {
  subject: string;
  html: ReadonlyArray<string | Slot>;
  /** The text part, with its merge tags. */
  text: string;
  /** The tracked links' destinations, UTM-tagged, in slot order. */
  links: readonly string[];
}

export interface RecipientLinks {
  /** The tracked address of link `index`; null sends the reader straight to it (a preview, a test). */
  link(index: number): string | null;
  /** The open pixel's address, null for none. */
  open: string | null;
}

/** Longer links stay untracked: an index cannot hold them, and no mail app needs them redirected. */
const maxTrackedLink = 2000;

/**
 * Placeholders that survive Markdown, the sanitizer and URL encoding (letters and digits only), with
 * a random marker per message so that text the user wrote can never be taken for one.
 */
function placeholders() {
  const marker = Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return {
    tag: (index: number) => `zq${marker}tag${index}q`,
    link: (index: number) => `zq${marker}link${index}q`,
    open: `zq${marker}openq`,
    tagPrefix: `zq${marker}tag`,
    pattern: new RegExp(`zq${marker}(tag|link)(\\d+)q|zq${marker}openq`, 'g'),
    tagPattern: new RegExp(`zq${marker}tag(\\d+)q`, 'g'),
    linkPattern: new RegExp(`zq${marker}link(\\d+)q`, 'g'),
  };
}

/**
 * Renders Markdown or HTML once, sanitized; links to the web become tracked slots (with the
 * campaign's UTM tags added to their destination), merge tags become slots, and the footer with the
 * sender, the postal address and the unsubscribe link is added to every message.
 */
export function compileMessage(source: MessageSource, frame: MessageFrame, utmCampaign: string | null): CompiledMessage {
  const slot = placeholders();
  const tags: MergeTag[] = [];
  const withPlaceholders = source.content.replace(mergeTagPattern, (_tag, name: string, double?: string, single?: string) => {
    tags.push({ name, fallback: double ?? single ?? '' });
    return slot.tag(tags.length - 1);
  });
  const rendered = source.format === 'markdown' ? (marked.parse(withPlaceholders, { async: false }) as string) : withPlaceholders;
  const links: string[] = [];
  const body = sanitizeHtml(rendered, {
    ...emailHtmlOptions,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        if (!/^https?:\/\//i.test(href) || href.length > maxTrackedLink || href.includes(slot.tagPrefix)) return { tagName, attribs };
        links.push(utmCampaign ? withUtm(href, utmCampaign) : href);
        return { tagName, attribs: { ...attribs, href: slot.link(links.length - 1) } };
      },
    },
  });
  tags.push({ name: 'unsubscribe_url', fallback: '' });
  const unsubscribe = slot.tag(tags.length - 1);
  const footer = [escapeHtml(frame.senderName), escapeHtml(frame.postalAddress)].filter(Boolean).join(' · ');
  const mark = sentWithLine(frame.presentation);
  const document = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f4f4f5"><div style="display:none;max-height:0;overflow:hidden">${escapeHtml(source.previewText)}</div>
${emailBrandHeader(frame.presentation)}<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b">${body}</div>
<div style="max-width:600px;margin:0 auto;padding:16px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#71717a">${footer}<br>You receive this because you subscribed to ${escapeHtml(frame.listName)}. <a href="${unsubscribe}" style="color:#71717a">Unsubscribe</a>${mark ? `<br>${escapeHtml(mark)}` : ''}</div>
${slot.open}</body></html>`;

  const restored = (text: string) =>
    text
      .replace(slot.tagPattern, (_match, index: string) => tagText(tags[Number(index)]!))
      .replace(slot.linkPattern, (_match, index: string) => links[Number(index)]!);
  const textBody = source.format === 'markdown' ? source.content : restored(htmlToText(body));
  const text = `${textBody.trim()}\n\n--\n${[frame.senderName, frame.postalAddress].filter(Boolean).join(', ')}\nUnsubscribe: {{ unsubscribe_url }}\n${mark ? `${mark}\n` : ''}`;
  return { subject: source.subject, html: slotsOf(document, tags, slot.pattern), text, links };
}

/** One recipient's copy. */
export function renderMessage(
  message: CompiledMessage,
  values: MergeValues,
  urls: RecipientLinks,
): { subject: string; html: string; text: string } {
  let html = '';
  for (const part of message.html) {
    if (typeof part === 'string') html += part;
    else if (part.kind === 'tag') html += escapeHtml(withoutScriptScheme(mergeValue(values, part.tag)));
    else if (part.kind === 'link') html += escapeHtml(urls.link(part.index) ?? message.links[part.index]!);
    else if (urls.open) html += `<img src="${escapeHtml(urls.open)}" width="1" height="1" alt="" style="display:block;border:0">`;
  }
  return { subject: fillMergeTags(message.subject, values), html, text: fillMergeTags(message.text, values) };
}

function slotsOf(document: string, tags: readonly MergeTag[], pattern: RegExp): Array<string | Slot> {
  const parts: Array<string | Slot> = [];
  let last = 0;
  for (const match of document.matchAll(pattern)) {
    parts.push(document.slice(last, match.index));
    const [, kind, index] = match;
    if (kind === 'tag') parts.push({ kind: 'tag', tag: tags[Number(index)]! });
    else if (kind === 'link') parts.push({ kind: 'link', index: Number(index) });
    else parts.push({ kind: 'open' });
    last = match.index + match[0].length;
  }
  parts.push(document.slice(last));
  return parts;
}

/** A value may land in a link's address (`href="{{ attributes.url }}"`): never one that runs script. */
function withoutScriptScheme(value: string): string {
  return /^\s*(javascript|vbscript|data):/i.test(value) ? '' : value;
}

function tagText(tag: MergeTag): string {
  return tag.fallback ? `{{ ${tag.name} | default: "${tag.fallback}" }}` : `{{ ${tag.name} }}`;
}

/** Adds utm_source, utm_medium and utm_campaign unless the link sets them itself. */
export function withUtm(href: string, campaign: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const tags = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign };
  for (const [key, value] of Object.entries(tags)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}
