import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Context } from 'hono';
import { z } from 'zod';
import { apiMessages } from '@/shared/messages';
import type { AppEnv } from '../../../auth/viewer';
import { apiError } from '../../../http/errors';
import type { SelfApi } from '../../../http/self-api';
import { type V1Operation, v1Info, v1Operations } from './operations';

/** A tool's name from its operation: `GET /content/{id}` is `get_content_id`. */
export const toolNameOf = ({ method, route }: V1Operation) =>
  [method.toLowerCase(), ...route.path.replace(/[{}]/g, '').split('/').filter(Boolean)].join('_').replace(/[^A-Za-z0-9_]/g, '_');

/**
 * POST /api/v1/mcp: the same operations as MCP tools over Streamable HTTP, stateless (a server per
 * request, JSON answers), behind the same Bearer key and rate limit. A tool call is the operation's
 * internal call as the key's holder, so its checks are the API's; a refusal is the tool's error.
 */
export async function answerMcp(c: Context<AppEnv>, selfApi: SelfApi): Promise<Response> {
  const server = new McpServer({ name: 'uplift', version: v1Info.version });
  const client = selfApi.asViewer(c.var.viewer, c);
  for (const operation of v1Operations) {
    const { request, summary } = operation.route;
    const json = request?.body?.content['application/json'];
    const body = json && 'schema' in json ? json.schema : undefined;
    const shape = {
      ...(request?.params && { params: request.params as z.ZodType }),
      ...(request?.query && { query: (request.query as z.ZodType).optional() }),
      ...(body && { body: body as z.ZodType }),
    };
    server.registerTool(toolNameOf(operation), { description: summary, inputSchema: shape }, async (input: Record<string, unknown>) => {
      const params = (input.params ?? {}) as Record<string, string>;
      const query = new URLSearchParams(
        Object.entries((input.query ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
      );
      const { internal } = operation;
      const sent = internal.body ? internal.body(input.body) : input.body;
      const path = `${internal.path(params)}${query.size > 0 ? `?${query}` : ''}`;
      const answer = await client.call(internal.method ?? operation.method, path, sent);
      return { content: [{ type: 'text' as const, text: JSON.stringify(answer.body ?? { status: answer.status }) }], isError: !answer.ok };
    });
  }
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  let parsedBody: unknown;
  if (c.req.method === 'POST') {
    try {
      parsedBody = await c.req.json<unknown>();
    } catch {
      return apiError(c, 400, 'MALFORMED_JSON', apiMessages.malformedJson);
    }
  }
  const answer = await transport.handleRequest(c.req.raw, { parsedBody });
  await server.close();
  return answer;
}
