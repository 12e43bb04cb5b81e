import type { Context } from 'hono';

/** What one in-process call answered: its status and its JSON body (null when it had none). */
export interface SelfApiAnswer<Body = unknown> {
  status: number;
  ok: boolean;
  body: Body;
}

/** A client of Uplift's own API acting as one signed-in user: the same checks as their screens. */
export interface SelfApiClient {
  call<Body = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<SelfApiAnswer<Body>>;
}

/**
 * Uplift's own HTTP API, answered in-process by the app (late bound: start-server sets the app once it
 * exists). An area acting for a user goes through it, so role, plan, usage and workspace scoping are
 * exactly the screens'.
 */
export interface SelfApi {
  /** Answers `request` with the app; `bindings` are the caller's (its socket, for rate limits). */
  fetch(request: Request, bindings?: unknown): Promise<Response>;
  /** A client acting as the caller of `c`: its Cookie travels, and writes name Uplift's own origin. */
  as(c: Context): SelfApiClient;
}

/** The self API before the app exists; `bind` hands it the app's fetch. */
export function createSelfApi(
  publicUrl: string,
): SelfApi & { bind(fetch: (request: Request, bindings?: unknown) => Response | Promise<Response>): void } {
  let appFetch: ((request: Request, bindings?: unknown) => Response | Promise<Response>) | undefined;
  const origin = new URL(publicUrl).origin;
  const api = {
    bind(fetch: (request: Request, bindings?: unknown) => Response | Promise<Response>) {
      appFetch = fetch;
    },
    async fetch(request: Request, bindings?: unknown): Promise<Response> {
      if (!appFetch) throw new Error('The self API is used before the app was built');
      return appFetch(request, bindings);
    },
    as(c: Context): SelfApiClient {
      const cookie = c.req.header('cookie');
      const bindings = c.env as unknown;
      return {
        async call<Body>(method: string, path: string, body?: unknown): Promise<SelfApiAnswer<Body>> {
          const headers = new Headers({ accept: 'application/json', origin });
          if (cookie) headers.set('cookie', cookie);
          let payload: string | undefined;
          if (body !== undefined) {
            payload = JSON.stringify(body);
            headers.set('content-type', 'application/json');
            headers.set('content-length', String(Buffer.byteLength(payload)));
          }
          const response = await api.fetch(new Request(`${origin}${path}`, { method, headers, body: payload }), bindings);
          const text = await response.text();
          let parsed: unknown = null;
          if (text) {
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
          }
          return { status: response.status, ok: response.ok, body: parsed as Body };
        },
      };
    },
  };
  return api;
}
