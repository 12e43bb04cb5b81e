/** What a template's merge fields ({{first_name}}, {{ site_name }}…) are filled with for one prospect. */
export interface MergeValues {
  first_name: string;
  name: string;
  domain: string;
  site_name: string;
  opening: string;
  sender_name: string;
  unsubscribe_url: string;
}

const field = /\{\{\s*([a-z_]+)\s*(?:\|\s*default:\s*"([^"]*)"\s*)?\}\}/g;
const webLink = /https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]/g;

/** Fills the merge fields; an empty value takes the field's `default: "…"`, an unknown field is left out. */
export function fillTemplate(template: string, values: Partial<MergeValues>): string {
  return template.replace(field, (_whole, name: string, fallback: string | undefined) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value ? value : (fallback ?? '');
  });
}

/** The values for one prospect: the contact's name when the site gave one, else "there". */
export function mergeValuesOf(input: {
  contactName: string | null;
  domain: string;
  siteName: string | null;
  opening: string;
  senderName: string;
  unsubscribeUrl: string;
}): MergeValues {
  const name = input.contactName?.trim() || '';
  return {
    first_name: name.split(/\s+/)[0] || 'there',
    name: name || 'there',
    domain: input.domain,
    site_name: input.siteName?.trim() || input.domain,
    opening: input.opening,
    sender_name: input.senderName,
    unsubscribe_url: input.unsubscribeUrl,
  };
}

/**
 * A plain-text message as it goes: the fields filled, every web link in it replaced by its tracked
 * redirect (`track(url, index)`), and the unsubscribe link added last (untracked), at its field or
 * below the signature when the template has none.
 */
export function composeText(
  body: string,
  values: MergeValues,
  track: (url: string, index: number) => string,
): { text: string; links: string[] } {
  const slot = '\u0000unsubscribe\u0000';
  const filled = fillTemplate(body, { ...values, unsubscribe_url: slot });
  const links: string[] = [];
  const tracked = filled.replace(webLink, (url) => {
    links.push(url);
    return track(url, links.length - 1);
  });
  const text = tracked.includes(slot)
    ? tracked.replaceAll(slot, values.unsubscribe_url)
    : `${tracked}\n\n--\nNot interested? Unsubscribe: ${values.unsubscribe_url}`;
  return { text, links };
}
