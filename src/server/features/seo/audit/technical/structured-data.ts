import { schemaTypes, type ValueKind } from './schema-types';

/** What is wrong with a page's structured data, item by item ("Event: startDate, location"). */
export interface StructuredDataProblems {
  untyped: string[];
  required: string[];
  recommended: string[];
  badValues: string[];
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const valueReads: Record<ValueKind, (value: string | number) => boolean> = {
  date: (value) => typeof value === 'string' && isoDate.test(value.trim()),
  url: (value) => typeof value === 'string' && /^https?:\/\//i.test(value.trim()) && URL.canParse(value.trim()),
  number: (value) => typeof value === 'number' || /^\d+(\.\d+)?$/.test(value.trim()),
};

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Validates JSON-LD blocks (and microdata items in the same shape) against the schema.org types of
 * `schemaTypes`: every top-level item needs a schema.org @context and an @type; every item of a
 * known type, nested ones included, its required properties and values that read as their kind.
 */
export function validateStructuredData(blocks: readonly unknown[]): StructuredDataProblems {
  const problems: StructuredDataProblems = { untyped: [], required: [], recommended: [], badValues: [] };
  const topLevel = blocks.flatMap((block) => (Array.isArray(block) ? block : [block])).filter(isNode);
  for (const block of topLevel) {
    const items = Array.isArray(block['@graph']) ? block['@graph'].filter(isNode) : [block];
    const context = JSON.stringify(block['@context'] ?? '');
    if (!/schema\.org/i.test(context)) problems.untyped.push(`@context ${context === '""' ? 'missing' : context}`);
    for (const item of items) {
      if (!present(item['@type'])) problems.untyped.push(`an item without @type${item.name ? ` (“${String(item.name)}”)` : ''}`);
      checkItem(item, problems, 0);
    }
  }
  return problems;
}

function checkItem(item: Node, problems: StructuredDataProblems, depth: number): void {
  if (depth > 8) return;
  const types = [item['@type']].flat().filter((type): type is string => typeof type === 'string');
  for (const typeName of types) {
    const type = schemaTypes[typeName.replace(/^https?:\/\/schema\.org\//i, '')];
    if (!type) continue;
    const missing = [
      ...type.required.filter((name) => !present(item[name])),
      ...(type.oneOf ?? []).filter((group) => !group.some((name) => present(item[name]))).map((group) => group.join(' or ')),
    ];
    if (missing.length > 0) problems.required.push(`${typeName}: ${missing.join(', ')}`);
    const unrecommended = type.recommended.filter((name) => !present(item[name]));
    if (unrecommended.length > 0) problems.recommended.push(`${typeName}: ${unrecommended.join(', ')}`);
    for (const [name, kind] of Object.entries(type.values ?? {})) {
      const values = [item[name]]
        .flat()
        .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
      const bad = values.find((value) => !valueReads[kind](value));
      if (bad !== undefined) problems.badValues.push(`${typeName} ${name} “${String(bad)}” is not ${kindName[kind]}`);
    }
  }
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith('@')) continue;
    for (const child of [value].flat()) if (isNode(child)) checkItem(child, problems, depth + 1);
  }
}

const kindName: Record<ValueKind, string> = { date: 'an ISO 8601 date', url: 'an absolute URL', number: 'a number' };
