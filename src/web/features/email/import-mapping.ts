import { zodResolver } from '@hookform/resolvers/zod';
import { type ImportMapping, importMappingSchema } from '@/shared/email/email';
import { resolverFrom } from '@/web/lib/resolver-from';

// The CSV import's column mapping: guessed from the header row the browser read, changed by the user,
// checked with the schema the server applies.

/** Which column holds what; '' for a role no column plays. */
export interface ColumnChoice {
  email: string;
  name: string;
  tier: string;
  /** Other columns kept as subscriber attributes. */
  attributes: string[];
}

const emailHeader = /^(e-?mail|e-?mail[ _-]?address|email_addr)$/i;
const nameHeader = /^(name|full[ _-]?name|first[ _-]?name|contact[ _-]?name)$/i;
const tierHeader = /^(tier|plan|subscription[ _-]?tier|subscription_tier)$/i;

/** The header row with blank and repeated names dropped: a mapping names columns by their header. */
export function usableHeaders(headers: readonly string[]): string[] {
  const seen = new Set<string>();
  return headers.map((header) => header.trim()).filter((header) => header !== '' && !seen.has(header) && seen.add(header));
}

/** A first guess: the usual names of the email, name and tier columns; every other column as an attribute. */
export function guessColumns(headers: readonly string[]): ColumnChoice {
  const columns = usableHeaders(headers);
  const email = columns.find((header) => emailHeader.test(header)) ?? columns.find((header) => /mail/i.test(header)) ?? '';
  const name = columns.find((header) => header !== email && nameHeader.test(header)) ?? '';
  const tier = columns.find((header) => header !== email && header !== name && tierHeader.test(header)) ?? '';
  const attributes = columns.filter((header) => ![email, name, tier].includes(header)).slice(0, 50);
  return { email, name, tier, attributes };
}

/** A column now plays a role: it stops being an attribute. */
export function assignColumn(choice: ColumnChoice, role: 'email' | 'name' | 'tier', column: string): ColumnChoice {
  return { ...choice, [role]: column, attributes: choice.attributes.filter((attribute) => attribute !== column) };
}

/** The import form's fields: the list the people go into, and which column is what. */
export interface ImportFields extends ColumnChoice {
  listId: string;
}

/** The mapping the server takes, checked with its schema; the first reason it would refuse it comes first. */
export const importResolver = resolverFrom(
  (fields: ImportFields): ImportMapping => ({
    listId: fields.listId,
    email: fields.email,
    name: fields.name || undefined,
    tier: fields.tier || undefined,
    attributes: fields.attributes.filter((column) => ![fields.email, fields.name, fields.tier].includes(column)),
  }),
  zodResolver(importMappingSchema),
);
