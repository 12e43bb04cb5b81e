import { isHexColor, type Presentation, upliftPresentation } from '@/shared/branding';
import { escapeHtml } from '../lib/escape-html';

/**
 * The pieces of HTML a workspace's presentation puts on its reports, messages and public pages. Every
 * text is escaped and a colour reaches a style only as validated hex (else Uplift's), so a stored
 * value can never break out of its attribute.
 */
const color = (value: string, fallback: string) => (isHexColor(value) ? value : fallback);
export const primaryOf = (presentation: Presentation) => color(presentation.primaryColor, upliftPresentation.primaryColor);
export const accentOf = (presentation: Presentation) => color(presentation.accentColor, upliftPresentation.accentColor);

function logoImage(presentation: Presentation, height: number): string {
  if (!presentation.logoUrl || !/^https?:\/\//.test(presentation.logoUrl)) return '';
  return `<img src="${escapeHtml(presentation.logoUrl)}" alt="${escapeHtml(presentation.name)}" height="${height}" style="display:block;height:${height}px;width:auto;border:0">`;
}

/** The top of a report or public page: the logo and the name in the workspace's colours; nothing for Uplift's own. */
export function brandHeader(presentation: Presentation): string {
  if (!presentation.branded) return '';
  return `<div class="brand" style="display:flex;align-items:center;gap:12px;padding-bottom:10px;margin-bottom:16px;border-bottom:3px solid ${primaryOf(presentation)}">${logoImage(presentation, 40)}<strong style="font-size:18px;color:${accentOf(presentation)}">${escapeHtml(presentation.name)}</strong></div>`;
}

/** The top of an e-mail: a band in the primary colour with the logo, else the name; nothing for Uplift's own. */
export function emailBrandHeader(presentation: Presentation): string {
  if (!presentation.branded) return '';
  const mark =
    logoImage(presentation, 48) ||
    `<strong style="font-size:20px;color:${accentOf(presentation)}">${escapeHtml(presentation.name)}</strong>`;
  return `<div style="max-width:600px;margin:0 auto;padding:16px 24px;background:#ffffff;border-top:4px solid ${primaryOf(presentation)};font-family:Arial,Helvetica,sans-serif">${mark}</div>`;
}

/** A small line under a page or message (Uplift's mark, or the workspace's footer text); nothing when empty. */
export function footerLine(line: string): string {
  return line ? `<p class="brand-footer" style="margin:12px 0 0;font-size:12px;color:#71717a">${escapeHtml(line)}</p>` : '';
}
