/**
 * Merge tags as listmonk and Liquid write them: `{{ first_name }}`, `{{ first_name | default: "there" }}`,
 * `{{ attributes.city }}`, `{{ unsubscribe_url }}`. A tag without a value and without a default is
 * left empty, so a recipient never sees the braces.
 */
export const mergeTagPattern = /\{\{\s*([A-Za-z_][\w.]*)\s*(?:\|\s*default:\s*(?:"([^"]*)"|'([^']*)')\s*)?\}\}/g;

export interface MergeTag {
  name: string;
  fallback: string;
}

/** What the tags of one recipient read: their fields and attributes, and the message's own links. */
export type MergeValues = Readonly<Record<string, string>>;

export function mergeValue(values: MergeValues, tag: MergeTag): string {
  const key = tag.name.startsWith('subscriber.') ? tag.name.slice('subscriber.'.length) : tag.name;
  const value = values[key] ?? '';
  return value.trim() === '' ? tag.fallback : value;
}

/** Fills the tags of plain text (a subject, the text part). */
export function fillMergeTags(text: string, values: MergeValues): string {
  return text.replace(mergeTagPattern, (_tag, name: string, double?: string, single?: string) =>
    mergeValue(values, { name, fallback: double ?? single ?? '' }),
  );
}

/** A subscriber's merge values: the standard fields, then each attribute under `attributes.<key>` and its own key. */
export function subscriberMergeValues(subscriber: {
  email: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
}): Record<string, string> {
  const [first = '', ...rest] = subscriber.name.trim().split(/\s+/);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(subscriber.attributes)) {
    values[key] = String(value);
    values[`attributes.${key}`] = String(value);
  }
  return { ...values, email: subscriber.email, name: subscriber.name, first_name: first, last_name: rest.join(' ') };
}
