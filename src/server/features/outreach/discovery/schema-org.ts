import type { CheerioAPI } from 'cheerio';

/** An address that schema.org markup gives, with the name of the Person it belongs to, if any. */
export interface MarkedUpEmail {
  address: string;
  name?: string;
}

/**
 * `email` of any JSON-LD node (Person, Organization, a contactPoint, inside @graph or not) and
 * microdata `itemprop=email`. A name is kept only for a Person: an Organization's name is the site's.
 */
export function markedUpEmails($: CheerioAPI): MarkedUpEmail[] {
  return [...jsonLdNodes($).flatMap(emailsOfNode), ...microdataEmails($)];
}

/** The name of the first Person the page describes, for an author page's plain addresses. */
export function describedPerson($: CheerioAPI): string | undefined {
  const fromJsonLd = jsonLdNodes($).find((node) => isPerson(node) && typeof node.name === 'string')?.name;
  if (typeof fromJsonLd === 'string') return fromJsonLd.trim() || undefined;
  const person = $('[itemscope][itemtype*="schema.org/Person"]').first();
  return microdataValue(person.find('[itemprop~="name"]').first()) || undefined;
}

type JsonNode = Record<string, unknown>;

/** Every object in the page's JSON-LD blocks, nested ones included; a block that does not parse gives none. */
function jsonLdNodes($: CheerioAPI): JsonNode[] {
  const nodes: JsonNode[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      nodes.push(value as JsonNode);
      Object.values(value).forEach(walk);
    }
  };
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      walk(JSON.parse($(element).text()));
    } catch {
      // Broken markup is common; the rest of the page still counts.
    }
  });
  return nodes;
}

function emailsOfNode(node: JsonNode): MarkedUpEmail[] {
  const values = [node.email].flat().filter((value): value is string => typeof value === 'string');
  const name = isPerson(node) && typeof node.name === 'string' ? node.name.trim() : undefined;
  return values.map((address) => ({ address: address.replace(/^mailto:/i, '').trim(), ...(name ? { name } : {}) }));
}

function isPerson(node: JsonNode): boolean {
  return [node['@type']].flat().includes('Person');
}

function microdataEmails($: CheerioAPI): MarkedUpEmail[] {
  return $('[itemprop~="email"]')
    .toArray()
    .map((element) => {
      const address = microdataValue($(element)).replace(/^mailto:/i, '');
      const scope = $(element).closest('[itemscope]');
      const name = /schema\.org\/Person/.test(scope.attr('itemtype') ?? '') ? microdataValue(scope.find('[itemprop~="name"]').first()) : '';
      return { address, ...(name ? { name } : {}) };
    });
}

function microdataValue(element: ReturnType<CheerioAPI>): string {
  return (element.attr('content') ?? element.attr('href') ?? element.text()).replace(/\s+/g, ' ').trim();
}
