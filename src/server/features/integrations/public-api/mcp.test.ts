import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, test } from 'vitest';
import { useTestServer } from '../../../test/use-test-server';
import { v1Operations } from './operations';
import { toolNameOf } from './mcp';

const ctx = useTestServer();

async function connected(key: string) {
  const client = new Client({ name: 'uplift-test', version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(`${ctx.server.url}/api/v1/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

describe('POST /api/v1/mcp', () => {
  test('lists the API’s operations as tools and calls one as the key’s holder', async () => {
    const owner = await ctx.member('mcp.owner@example.com', 'professional');
    await owner.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example' });
    const read = (await owner.post('/api/integrations/api-keys', { name: 'Claude', scopes: ['read'] })).body.key as string;
    const client = await connected(read);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(v1Operations.map(toolNameOf).sort());

      const projects = await client.callTool({ name: 'get_projects', arguments: {} });
      expect(projects.isError).toBe(false);
      const [text] = projects.content as Array<{ type: string; text: string }>;
      expect(JSON.parse(text!.text).projects.map((project: { name: string }) => project.name)).toEqual(['Bakery']);

      // A read key's write is refused as the API refuses it.
      const title = 'From the assistant';
      const refused = await client.callTool({
        name: 'post_content',
        arguments: { body: { type: 'blog', title, body: { title, metaDescription: '', content: 'Text', tags: [] } } },
      });
      expect(refused.isError).toBe(true);
      expect((refused.content as Array<{ text: string }>)[0]!.text).toContain('READ_ONLY');
    } finally {
      await client.close();
    }
  });

  test('answers nothing without a key', async () => {
    const response = await fetch(`${ctx.server.url}/api/v1/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
  });
});
