/** An API failure with the server's code and message (the API's one error shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra facts some refusals carry, e.g. PLAN_LIMIT_REACHED's usage and limit. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // /api answers {error: {code, message}}; the auth endpoints answer {code, message}.
    const source = (payload as { error?: unknown } | null)?.error ?? payload;
    const { code, message, details } = (source ?? {}) as {
      code?: string;
      message?: string;
      details?: Record<string, unknown>;
    };
    // An empty message lets each screen fall back to its own text.
    throw new ApiError(response.status, code ?? `HTTP_${response.status}`, message ?? '', details);
  }
  return payload as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};
