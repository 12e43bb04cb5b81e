// A local stand-in for DataForSEO's API v3: Basic authentication with the API login and password,
// a POST of an array of tasks, and the real answer's envelope (status_code 20000, tasks[].result).
// Figures are made up from each keyword or domain, the same every time, so tests can expect them.
import type { ServerResponse } from 'node:http';
import { type FakeHttpServer, type ReceivedRequest, startFakeHttp } from '../../../test/fake-http';

export interface FakeDataForSeo extends FakeHttpServer {
  login: string;
  password: string;
  /** While true, every call answers 503 (an outage). */
  down: boolean;
  /** Google's organic results by keyword, first result first (SERP API). */
  serp: Map<string, string[]>;
  /** The pages linking to a domain, by domain (Backlinks API). */
  backlinks: Map<string, string[]>;
}

/** A keyword's made-up figures: volume from its length, difficulty from its words. */
export function fakeKeywordFigures(keyword: string) {
  const volume = 100 * keyword.length;
  return {
    volume,
    difficulty: Math.min(95, 15 * keyword.split(' ').length + (keyword.length % 10)),
    cpc: Math.round(keyword.length * 17) / 100,
  };
}

/** A domain's made-up figures. */
export function fakeDomainFigures(domain: string) {
  return {
    rank: 300 + domain.length * 10,
    backlinks: 1000 * domain.length,
    referringDomains: 40 * domain.length,
    traffic: 250 * domain.length,
  };
}

export async function startFakeDataForSeo(): Promise<FakeDataForSeo> {
  const fake = {} as FakeDataForSeo;
  const server = await startFakeHttp((request, response) => answer(fake, request, response));
  return Object.assign(fake, server, {
    login: 'uplift-login',
    password: 'uplift-api-password',
    down: false,
    serp: new Map(),
    backlinks: new Map(),
  });
}

function answer(state: FakeDataForSeo, request: ReceivedRequest, response: ServerResponse) {
  if (state.down) return void response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
  const expected = `Basic ${Buffer.from(`${state.login}:${state.password}`).toString('base64')}`;
  if (request.headers.authorization !== expected)
    return send(response, 401, { status_code: 40100, status_message: 'You are not authorized to access this resource.' });
  const [task] = Array.isArray(request.json) ? (request.json as Record<string, unknown>[]) : [];
  if (!task || request.method !== 'POST') return send(response, 200, { status_code: 40000, status_message: 'Invalid request.' });
  const result = resultOf(request.path, task, state);
  if (!result) return send(response, 404, { status_code: 40400, status_message: 'Not Found.' });
  send(response, 200, {
    version: '0.1.20260101',
    status_code: 20000,
    status_message: 'Ok.',
    tasks_count: 1,
    tasks_error: 0,
    tasks: [{ id: 'fake-task', status_code: 20000, status_message: 'Ok.', data: task, result }],
  });
}

function resultOf(path: string, task: Record<string, unknown>, state: FakeDataForSeo): unknown[] | null {
  const keywords = (task.keywords as string[] | undefined) ?? [];
  switch (path) {
    case '/v3/keywords_data/google_ads/search_volume/live':
      return keywords.map((keyword) => {
        const figures = fakeKeywordFigures(keyword);
        // Growing keywords (even length) searched more each month of the last year.
        const monthly = Array.from({ length: 12 }, (_, index) => ({
          year: 2026,
          month: 12 - index,
          search_volume: figures.volume + (keyword.length % 2 === 0 ? ((12 - index) * figures.volume) / 10 : 0),
        }));
        return {
          keyword,
          location_code: task.location_code,
          language_code: task.language_code,
          competition: 'LOW',
          competition_index: 20,
          search_volume: figures.volume,
          cpc: figures.cpc,
          monthly_searches: monthly,
        };
      });
    case '/v3/dataforseo_labs/google/bulk_keyword_difficulty/live':
      return [
        {
          location_code: task.location_code,
          language_code: task.language_code,
          total_count: keywords.length,
          items_count: keywords.length,
          items: keywords.map((keyword) => ({ keyword, keyword_difficulty: fakeKeywordFigures(keyword).difficulty })),
        },
      ];
    case '/v3/dataforseo_labs/google/bulk_traffic_estimation/live':
      return [
        {
          items: ((task.targets as string[] | undefined) ?? []).map((target) => ({
            target,
            metrics: { organic: { etv: fakeDomainFigures(target).traffic, count: 10 } },
          })),
        },
      ];
    case '/v3/backlinks/summary/live': {
      const target = String(task.target ?? '');
      const figures = fakeDomainFigures(target);
      return [{ target, rank: figures.rank, backlinks: figures.backlinks, referring_domains: figures.referringDomains }];
    }
    case '/v3/serp/google/organic/live/advanced': {
      const keyword = String(task.keyword ?? '');
      const urls = (state.serp.get(keyword) ?? []).slice(0, Number(task.depth ?? 100));
      const items = urls.map((url, index) => ({
        type: 'organic',
        rank_group: index + 1,
        rank_absolute: index + 1,
        domain: new URL(url).host,
        url,
        title: `Result ${index + 1}`,
      }));
      return [
        {
          keyword,
          type: 'organic',
          se_domain: 'google.com',
          location_code: task.location_code,
          language_code: task.language_code,
          items_count: items.length,
          items,
        },
      ];
    }
    case '/v3/backlinks/backlinks/live': {
      const target = String(task.target ?? '');
      const pages = state.backlinks.get(target) ?? [];
      const items = pages.map((url) => ({
        type: 'backlink',
        domain_from: new URL(url).host,
        url_from: url,
        domain_to: target,
        url_to: `https://${target}/`,
        anchor: target,
        dofollow: true,
        rank: 120,
      }));
      return [{ target, mode: task.mode ?? 'as_is', total_count: items.length, items_count: items.length, items }];
    }
    default:
      return null;
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
