import { z } from 'zod';
import { dataImportLabels } from '@/shared/integrations/catalogue';
import type { SelfApiAnswer, SelfApiClient } from '../../../../http/self-api';
import { type ProviderContext, ProviderRejection, rejectionOf, type SyncRun } from './provider';

/** Mailchimp answers at most 1,000 items a page; 500 keeps each answer small. */
const pageSize = 500;
/** Uplift's list names are at most 100 characters. */
const listNameLength = 100;

const audienceSchema = z.object({ id: z.string(), name: z.string() });
const memberSchema = z.object({
  email_address: z.string(),
  status: z.string(),
  merge_fields: z.object({ FNAME: z.unknown().optional(), LNAME: z.unknown().optional() }).partial().optional(),
});
type Member = z.infer<typeof memberSchema>;

interface Tally {
  audiences: number;
  added: number;
  already: number;
  skipped: number;
  /** The plan's e-mail contacts limit stopped the import. */
  limited: boolean;
}

interface MailchimpAccess {
  context: ProviderContext;
  base: string;
  headers: Record<string, string>;
}

/**
 * Mailchimp's import: with User profiles on, each audience's subscribed members go to the Uplift list
 * of the audience's name (made when missing), through Uplift's API as the member who connected it, so
 * the e-mail area's rules (role, contacts limit, automations) hold. Someone already on the list is left
 * as is, so a second sync adds nothing. Mailchimp has no analytics or content metrics: the summary says so.
 */
export async function importAudiences(access: MailchimpAccess, run: SyncRun): Promise<string> {
  const nothingElse = nothingToImport(run);
  if (!run.settings.imports.profiles)
    return [`${dataImportLabels.profiles} import is off: nothing imported.`, nothingElse].join(' ').trim();
  const tally: Tally = { audiences: 0, added: 0, already: 0, skipped: 0, limited: false };
  const lists = await upliftLists(run.uplift);
  for await (const audiences of pages(access, '/lists', 'lists', audienceSchema, 'fields=lists.id,lists.name,total_items')) {
    for (const audience of audiences) {
      tally.audiences += 1;
      const listId = await listFor(run.uplift, lists, audience.name);
      const query = 'status=subscribed&fields=members.email_address,members.status,members.merge_fields,total_items';
      for await (const members of pages(access, `/lists/${encodeURIComponent(audience.id)}/members`, 'members', memberSchema, query)) {
        for (const member of members.filter((candidate) => candidate.status === 'subscribed')) {
          await addMember(run.uplift, listId, member, tally);
          if (tally.limited) return summaryOf(tally, nothingElse);
        }
      }
    }
  }
  return summaryOf(tally, nothingElse);
}

/** The page-by-page items of a Mailchimp collection (count and offset). */
async function* pages<Item>(
  access: MailchimpAccess,
  path: string,
  key: 'lists' | 'members',
  item: z.ZodType<Item>,
  query: string,
): AsyncGenerator<Item[]> {
  const page = z.object({ items: z.array(item), total_items: z.number() });
  for (let offset = 0; ; offset += pageSize) {
    const response = await access.context.api.call({
      method: 'GET',
      url: `${access.base}${path}?count=${pageSize}&offset=${offset}&${query}`,
      headers: access.headers,
    });
    if (response.status !== 200) throw rejectionOf('Mailchimp', response, { 401: 'Mailchimp refused the API key.' });
    const body = response.json as Record<string, unknown> | null;
    const parsed = page.safeParse({ items: body?.[key], total_items: body?.total_items });
    if (!parsed.success) throw new ProviderRejection(`Mailchimp answered without its ${key}.`);
    const { items } = parsed.data;
    yield items;
    if (items.length === 0 || offset + items.length >= parsed.data.total_items) return;
  }
}

/** The workspace's lists by name, read once per sync; the lists this sync makes join it. */
async function upliftLists(uplift: SelfApiClient): Promise<Map<string, string>> {
  const answer = await uplift.call<{ lists: Array<{ id: string; name: string }> }>('GET', '/api/email/lists');
  if (!answer.ok) throw refusal(answer);
  return new Map(answer.body.lists.map((list) => [list.name, list.id]));
}

async function listFor(uplift: SelfApiClient, lists: Map<string, string>, audienceName: string): Promise<string> {
  const name = audienceName.trim().slice(0, listNameLength) || 'Mailchimp audience';
  const known = lists.get(name);
  if (known) return known;
  // They subscribed at Mailchimp already: no second confirmation.
  const answer = await uplift.call<{ id: string }>('POST', '/api/email/lists', {
    name,
    description: 'Imported from Mailchimp',
    optIn: 'single',
  });
  if (!answer.ok) throw refusal(answer);
  lists.set(name, answer.body.id);
  return answer.body.id;
}

async function addMember(uplift: SelfApiClient, listId: string, member: Member, tally: Tally): Promise<void> {
  const name = [member.merge_fields?.FNAME, member.merge_fields?.LNAME]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ')
    .slice(0, 200);
  const answer = await uplift.call('POST', '/api/email/subscribers', { email: member.email_address, name, listIds: [listId] });
  if (answer.status === 201) tally.added += 1;
  else if (answer.status === 409) tally.already += 1;
  else if (answer.status === 400) tally.skipped += 1;
  else if (codeOf(answer) === 'PLAN_LIMIT_REACHED') tally.limited = true;
  else throw refusal(answer);
}

function summaryOf(tally: Tally, nothingElse: string): string {
  const audiences = `${tally.audiences} ${tally.audiences === 1 ? 'audience' : 'audiences'}`;
  const added = tally.added === 0 ? 'Nothing new' : `${tally.added} ${tally.added === 1 ? 'contact' : 'contacts'} added to lists`;
  const notes = [
    tally.already > 0 && `${tally.already} already on their lists`,
    tally.skipped > 0 && `${tally.skipped} without a valid address`,
  ].filter(Boolean);
  const parts = [
    `${added} from ${audiences}${notes.length ? ` (${notes.join(', ')})` : ''}.`,
    tally.limited && 'Stopped at your plan’s e-mail contacts limit: upgrade to import the rest.',
    nothingElse,
  ];
  return parts.filter(Boolean).join(' ');
}

/** Analytics data and Content metrics: Mailchimp has neither, which the summary says when they are chosen. */
function nothingToImport(run: SyncRun): string {
  const chosen = (['analytics', 'content'] as const).filter((key) => run.settings.imports[key]).map((key) => dataImportLabels[key]);
  return chosen.length ? `Mailchimp has no ${chosen.join(' or ').toLowerCase()} to import.` : '';
}

const codeOf = (answer: SelfApiAnswer) => (answer.body as { error?: { code?: string } } | null)?.error?.code;

/** Uplift's own API said no (the member lost their role, a list could not be made): its words, for the card. */
function refusal(answer: SelfApiAnswer): ProviderRejection {
  const message = (answer.body as { error?: { message?: string } } | null)?.error?.message;
  return new ProviderRejection(`Uplift refused the import (${answer.status})${message ? `: ${message}` : '.'}`);
}
