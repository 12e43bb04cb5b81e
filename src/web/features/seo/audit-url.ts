import { siteOf } from '@/shared/projects';
import { seoMessages, startAuditSchema } from '@/shared/seo/seo';

export type AuditUrlChoice = { url: string } | { error: string };

/**
 * The address a scan reads: the field's when it holds one, else the project's (Scan Website with an
 * empty field). Checked by the server's own schema, so both sides give the same message.
 */
export function chooseAuditUrl(field: string, projectUrl: string | null): AuditUrlChoice {
  const candidate = field.trim() || projectUrl?.trim() || '';
  const parsed = startAuditSchema.safeParse({ url: candidate });
  if (parsed.success) return { url: parsed.data.url };
  return { error: parsed.error.issues[0]?.message ?? seoMessages.invalidUrl };
}

/** The site whose issues the screen lists for an address: its origin, so any page of it shares one list. */
export function listedSite(url: string | null): string | null {
  return url === null ? null : siteOf(url);
}
