import type { Context } from 'hono';
import type { Viewer } from '../auth/viewer';

/**
 * Where an in-process call carries the viewer it acts as (`SelfApi.asViewer`): in the request's
 * bindings, which only this process sets; no header or cookie from the network can name it.
 */
export const actingViewerBinding = Symbol('uplift.actingViewer');

/** The viewer an in-process call acts as, if it is one. */
export function actingViewerOf(bindings: unknown): Viewer | undefined {
  return bindings && typeof bindings === 'object' ? (bindings as { [actingViewerBinding]?: Viewer })[actingViewerBinding] : undefined;
}

/** What one in-process call answered: its status and its JSON body (null when it had none). */
export interface SelfApiAnswer<Body = unknown> {
  status: number;
  ok: boolean;
  body: Body;
}

/** A client of Uplift's own API acting as one signed-in user: the same checks as their screens. */
export interface SelfApiClient {
  call<Body = unknown>(method: SelfApiMethod, path: string, body?: unknown): Promise<SelfApiAnswer<Body>>;
  /** The same call, answering the app's Response as it is: for passing it on unread (the public API). */
  send(method: SelfApiMethod, path: string, body?: unknown): Promise<Response>;
  /** A POST of a file's bytes as they are read (an upload route's raw body), answered as `call` answers. */
  upload<Body = unknown>(
    path: string,
    file: { body: ReadableStream<Uint8Array>; length: number; contentType: string },
  ): Promise<SelfApiAnswer<Body>>;
}

export type SelfApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  /**
   * A client acting as `viewer` without a session (a workspace API key's holder, ADR 027; a workflow's
   * member): the app's session guard takes the viewer as given. `c` is the outside request, if there
   * is one, whose socket rate limits see.
   */
  asViewer(viewer: Viewer, c?: Context): SelfApiClient;
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
      return clientOf(c.req.header('cookie'), c.env as unknown);
    },
    asViewer(viewer: Viewer, c?: Context): SelfApiClient {
      const outside = (c?.env ?? {}) as object;
      return clientOf(undefined, { ...outside, [actingViewerBinding]: viewer });
    },
  };

  function clientOf(cookie: string | undefined, bindings: unknown): SelfApiClient {
    const send = (method: string, path: string, body?: unknown): Promise<Response> => {
      const headers: Record<string, string> = { accept: 'application/json', origin };
      if (cookie) headers.cookie = cookie;
      if (body === undefined && plainPath.test(path))
        return api.fetch(new InProcessRead(method, `${origin}${path}`, headers) as unknown as Request, bindings);
      let payload: string | undefined;
      if (body !== undefined) {
        payload = JSON.stringify(body);
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      return api.fetch(new Request(`${origin}${path}`, { method, headers, body: payload }), bindings);
    };
    const answerOf = async <Body>(response: Response): Promise<SelfApiAnswer<Body>> => {
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
    };
    return {
      send,
      call: async <Body>(method: string, path: string, body?: unknown) => answerOf<Body>(await send(method, path, body)),
      async upload<Body>(path: string, file: { body: ReadableStream<Uint8Array>; length: number; contentType: string }) {
        const headers: Record<string, string> = {
          accept: 'application/json',
          origin,
          'content-type': file.contentType,
          'content-length': String(file.length),
        };
        if (cookie) headers.cookie = cookie;
        const request = new Request(`${origin}${path}`, { method: 'POST', headers, body: file.body, duplex: 'half' } as RequestInit);
        return answerOf<Body>(await api.fetch(request, bindings));
      },
    };
  }
  return api;
}

/** A path that URL parsing leaves as it is: no dot segment, nothing it would percent-encode. */
const plainPath = /^\/(?!.*\/(?:\.|%2e))[\w\-.~!$&()*+,;=:@/%?]*$/i;

const realRequest = Symbol('realRequest');

/**
 * The Request of an in-process call without a body (a public API read). Building undici's Request
 * (its URL parse, its AbortSignal, its header checks) was about a tenth of such a read, while the app
 * mostly asks a call for its method, URL and headers only: those are answered here, and anything else
 * (signal, body, clone…) by a real Request built the first time it is asked for. With a plain path
 * the URL is the one Request would have made; calls with a body or another path get a real Request.
 */
class InProcessRead {
  readonly #headerValues: Record<string, string>;
  #headers: Headers | undefined;
  #request: Request | undefined;

  constructor(
    readonly method: string,
    readonly url: string,
    headerValues: Record<string, string>,
  ) {
    this.#headerValues = headerValues;
  }

  get headers(): Headers {
    return (this.#headers ??= new Headers(this.#headerValues));
  }

  [realRequest](): Request {
    return (this.#request ??= new Request(this.url, { method: this.method, headers: this.headers }));
  }
}

// A Request to whatever reads it: Request's prototype, and the real Request's answer for the rest.
Object.setPrototypeOf(InProcessRead.prototype, Request.prototype);
for (const [name, { get }] of Object.entries(Object.getOwnPropertyDescriptors(Request.prototype))) {
  if (['constructor', 'method', 'url', 'headers'].includes(name)) continue;
  const real = (read: InProcessRead) => read[realRequest]() as unknown as Record<string, (...args: unknown[]) => unknown>;
  Object.defineProperty(
    InProcessRead.prototype,
    name,
    get
      ? {
          get: function (this: InProcessRead) {
            return real(this)[name];
          },
        }
      : {
          value: function (this: InProcessRead, ...args: unknown[]) {
            return real(this)[name]!(...args);
          },
        },
  );
}
