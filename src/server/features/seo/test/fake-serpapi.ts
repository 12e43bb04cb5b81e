// A local stand-in for SerpApi's Google Search API: GET /search.json with the api_key in the query,
// answering organic_results in rank order, or { error } as SerpApi does.
import type { ServerResponse } from 'node:http';
import { type FakeHttpServer, type ReceivedRequest, startFakeHttp } from '../../../test/fake-http';

export interface FakeSerpApi extends FakeHttpServer {
  apiKey: string;
  /** Google's organic results by keyword, first result first. */
  serp: Map<string, string[]>;
}

export async function startFakeSerpApi(): Promise<FakeSerpApi> {
  const fake = {} as FakeSerpApi;
  const server = await startFakeHttp((request, response) => answer(fake, request, response));
  return Object.assign(fake, server, { apiKey: 'serpapi-test-key', serp: new Map<string, string[]>() });
}

function answer(fake: FakeSerpApi, request: ReceivedRequest, response: ServerResponse) {
  const send = (status: number, body: unknown) =>
    void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.path !== '/search.json') return send(404, { error: 'Not found.' });
  if (request.query.get('api_key') !== fake.apiKey)
    return send(401, { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' });
  if (request.query.get('engine') !== 'google') return send(400, { error: 'Unsupported `engine` parameter.' });
  const keyword = request.query.get('q') ?? '';
  // Google answers 10 results a page whatever num asks; `start` pages through them.
  const start = Number(request.query.get('start') ?? 0);
  const urls = (fake.serp.get(keyword) ?? []).slice(start, start + 10);
  if (urls.length === 0)
    return send(200, { search_metadata: { status: 'Success' }, error: "Google hasn't returned any results for this query." });
  send(200, {
    search_metadata: { status: 'Success' },
    search_parameters: {
      engine: 'google',
      q: keyword,
      gl: request.query.get('gl'),
      hl: request.query.get('hl'),
      device: request.query.get('device'),
    },
    organic_results: urls.map((link, index) => ({
      position: start + index + 1,
      title: `Result ${start + index + 1}`,
      link,
      displayed_link: link,
    })),
  });
}
