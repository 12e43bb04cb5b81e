import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { reportQuerySchema } from '@/shared/analytics/analytics';
import { contentListQuerySchema, saveContentSchema, updateContentSchema } from '@/shared/content/content';
import { subscriberFilterSchema, subscriberInputSchema } from '@/shared/email/email';
import { hookSubscriptionSchema } from '@/shared/integrations/webhooks';
import { eventListQuerySchema } from '@/shared/events';
import { rankListQuerySchema, trackKeywordsSchema } from '@/shared/seo/ranks';
import { issueListSchema } from '@/shared/seo/seo';
import { socialPostInputSchema, socialPostsQuerySchema } from '@/shared/social/social';

export const v1Info = {
  title: 'Uplift API',
  version: '1',
  description:
    'Work with an Uplift workspace from your own code, Zapier, Make or n8n. Create a key in Settings → Integrations → API keys and send it as `Authorization: Bearer upl_…`. A read key acts as a Viewer; a write key as the member who created it, with their role. Each key may make a limited number of requests a minute: every answer says how many are left in the RateLimit headers. The same operations are MCP tools at `/api/v1/mcp` (Streamable HTTP, same key).',
};

/** The API's one error shape (http/errors.ts). */
export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'NOT_FOUND' }),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi('Error');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of /api/v1: its documented route, and the internal route that answers it as the key's
 * holder (ADR 027). The v1 route validates with the internal route's own schemas, for the document
 * and an early 400; the internal route validates again and decides everything else.
 */
export interface V1Operation {
  route: RouteConfig;
  method: Method;
  internal: InternalCall;
}

/** The internal route that answers an operation. */
interface InternalCall {
  /** Its method, when not the v1 route's. */
  method?: Method;
  /** Its path, from the v1 path's parameters; the query string is passed on as sent. */
  path(params: Record<string, string>): string;
  /** Its body, made from the v1 body, when the two differ. */
  body?(sent: unknown): unknown;
}

const id = z.object({ id: z.uuid() });
const projectId = z.object({ projectId: z.uuid() });
/** An answer's documented shape: the keys it has for sure; each item carries more fields than shown. */
const item = z.looseObject({ id: z.string() });
const listOf = (key: string) => z.looseObject({ [key]: z.array(item) });

const refusals = {
  400: { description: 'The input is not valid; the message says why.', content: { 'application/json': { schema: errorSchema } } },
  401: { description: 'The API key is missing, invalid or revoked.', content: { 'application/json': { schema: errorSchema } } },
  403: {
    description: 'The key or its holder’s role may not do this, or the plan does not include it.',
    content: { 'application/json': { schema: errorSchema } },
  },
  404: { description: 'No such thing in this workspace.', content: { 'application/json': { schema: errorSchema } } },
  429: {
    description: 'The key’s requests this minute are used up; see Retry-After.',
    content: { 'application/json': { schema: errorSchema } },
  },
} as const;

function answers(status: 200 | 201, description: string, schema: z.ZodType) {
  return { [status]: { description, content: { 'application/json': { schema } } }, ...refusals };
}
const noContent = { 204: { description: 'Done.' }, ...refusals };
const jsonBody = (schema: z.ZodType) => ({ body: { required: true, content: { 'application/json': { schema } } } });

function operation(
  method: Method,
  path: string,
  doc: { tags: string[]; summary: string; request?: RouteConfig['request']; responses: RouteConfig['responses'] },
  internal: InternalCall['path'] | InternalCall,
): V1Operation {
  const route = createRoute({ method: method.toLowerCase() as Lowercase<Method>, path, ...doc });
  return { route, method, internal: typeof internal === 'function' ? { path: internal } : internal };
}

/** Every operation of /api/v1, in the document's order. */
export const v1Operations: readonly V1Operation[] = [
  operation(
    'GET',
    '/projects',
    { tags: ['Projects'], summary: 'List projects', responses: answers(200, 'The workspace’s projects.', listOf('projects')) },
    () => '/api/projects',
  ),

  operation(
    'GET',
    '/content',
    {
      tags: ['Content'],
      summary: 'List content, newest first',
      request: { query: contentListQuerySchema },
      responses: answers(
        200,
        'One page of the library. Pass `nextCursor` as `cursor` for the next page; it is null on the last.',
        z.looseObject({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number() }),
      ),
    },
    () => '/api/content',
  ),
  operation(
    'POST',
    '/content',
    { tags: ['Content'], summary: 'Create a draft', request: jsonBody(saveContentSchema), responses: answers(201, 'The draft.', item) },
    () => '/api/content',
  ),
  operation(
    'GET',
    '/content/{id}',
    { tags: ['Content'], summary: 'Get a piece of content', request: { params: id }, responses: answers(200, 'The piece.', item) },
    ({ id }) => `/api/content/${id}`,
  ),
  operation(
    'PUT',
    '/content/{id}',
    {
      tags: ['Content'],
      summary: 'Update a piece of content',
      request: { params: id, ...jsonBody(updateContentSchema) },
      responses: answers(200, 'The piece as saved.', item),
    },
    ({ id }) => `/api/content/${id}`,
  ),
  operation(
    'POST',
    '/content/{id}/publish',
    {
      tags: ['Content'],
      summary: 'Mark a piece published',
      request: { params: id },
      responses: answers(200, 'The piece, published.', item),
    },
    { method: 'PATCH', path: ({ id }) => `/api/content/${id}/status`, body: () => ({ status: 'published' }) },
  ),

  operation(
    'GET',
    '/analytics/projects/{projectId}/report',
    {
      tags: ['Analytics'],
      summary: 'A project’s traffic report',
      request: { params: projectId, query: reportQuerySchema },
      responses: answers(200, 'Visitors, pages, sources, custom events and goals over the range.', z.looseObject({})),
    },
    ({ projectId }) => `/api/analytics/projects/${projectId}/report`,
  ),
  operation(
    'GET',
    '/events',
    {
      tags: ['Analytics'],
      summary: 'The workspace’s activity, newest first',
      request: { query: eventListQuerySchema },
      responses: answers(200, 'What members did.', listOf('events')),
    },
    () => '/api/events',
  ),

  operation(
    'GET',
    '/email/lists',
    { tags: ['E-mail'], summary: 'List e-mail lists', responses: answers(200, 'The lists.', listOf('lists')) },
    () => '/api/email/lists',
  ),
  operation(
    'GET',
    '/email/subscribers',
    {
      tags: ['E-mail'],
      summary: 'List subscribers',
      request: { query: subscriberFilterSchema },
      responses: answers(200, 'One page of subscribers and the total.', z.looseObject({ subscribers: z.array(item), total: z.number() })),
    },
    () => '/api/email/subscribers',
  ),
  operation(
    'POST',
    '/email/subscribers',
    {
      tags: ['E-mail'],
      summary: 'Add a subscriber to lists',
      request: jsonBody(subscriberInputSchema),
      responses: answers(201, 'The subscriber, with a confirmation mail sent for double opt-in lists.', item),
    },
    () => '/api/email/subscribers',
  ),
  operation(
    'DELETE',
    '/email/subscribers/{id}',
    { tags: ['E-mail'], summary: 'Remove a subscriber from every list', request: { params: id }, responses: noContent },
    ({ id }) => `/api/email/subscribers/${id}`,
  ),
  operation(
    'GET',
    '/email/campaigns',
    {
      tags: ['E-mail'],
      summary: 'List e-mail campaigns',
      responses: answers(200, 'The campaigns with their figures.', listOf('campaigns')),
    },
    () => '/api/email/campaigns',
  ),
  operation(
    'GET',
    '/email/campaigns/{id}',
    {
      tags: ['E-mail'],
      summary: 'Get an e-mail campaign',
      request: { params: id },
      responses: answers(200, 'The campaign and its report.', z.looseObject({})),
    },
    ({ id }) => `/api/email/campaigns/${id}`,
  ),
  operation(
    'GET',
    '/campaigns',
    { tags: ['Campaigns'], summary: 'List marketing campaigns', responses: answers(200, 'The campaigns.', listOf('campaigns')) },
    () => '/api/campaigns',
  ),

  operation(
    'GET',
    '/social/posts',
    {
      tags: ['Social'],
      summary: 'List social posts',
      request: { query: socialPostsQuerySchema },
      responses: answers(200, 'The posts.', listOf('posts')),
    },
    () => '/api/social/posts',
  ),
  operation(
    'POST',
    '/social/posts',
    {
      tags: ['Social'],
      summary: 'Schedule a social post',
      request: jsonBody(socialPostInputSchema),
      responses: answers(201, 'The post, scheduled on each account.', item),
    },
    () => '/api/social/posts',
  ),

  operation(
    'GET',
    '/seo/issues',
    {
      tags: ['SEO'],
      summary: 'A site’s issues from its latest audit',
      request: { query: issueListSchema },
      responses: answers(200, 'One page of issues.', z.looseObject({ issues: z.array(item) })),
    },
    () => '/api/seo/issues',
  ),
  operation(
    'GET',
    '/seo/keywords',
    {
      tags: ['SEO'],
      summary: 'A project’s tracked keywords',
      request: { query: rankListQuerySchema },
      responses: answers(200, 'The keywords with their latest positions.', z.looseObject({})),
    },
    () => '/api/seo/ranks',
  ),
  operation(
    'POST',
    '/seo/keywords',
    {
      tags: ['SEO'],
      summary: 'Track keywords',
      request: jsonBody(trackKeywordsSchema),
      responses: answers(201, 'The keywords now tracked.', z.looseObject({})),
    },
    () => '/api/seo/ranks',
  ),

  // REST hooks, as Zapier, Make and n8n subscribe to Uplift's events: each is a webhook endpoint of the workspace.
  operation(
    'POST',
    '/hooks',
    {
      tags: ['Hooks'],
      summary: 'Subscribe a URL to an event',
      request: jsonBody(hookSubscriptionSchema),
      responses: answers(201, 'The subscription’s id, to unsubscribe with.', item),
    },
    () => '/api/integrations/webhooks/hooks',
  ),
  operation(
    'DELETE',
    '/hooks/{id}',
    { tags: ['Hooks'], summary: 'Unsubscribe', request: { params: id }, responses: noContent },
    ({ id }) => `/api/integrations/webhooks/hooks/${id}`,
  ),
];
