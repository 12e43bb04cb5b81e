import { takeFirstAnswer } from './first-answers';

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

/** The API's refusal as an ApiError, read from a response that is not ok. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const { code, message, details } = ((payload as { error?: unknown } | null)?.error ?? {}) as {
    code?: string;
    message?: string;
    details?: Record<string, unknown>;
  };
  // An empty message lets each screen fall back to its own text.
  return new ApiError(response.status, code ?? `HTTP_${response.status}`, message ?? '', details);
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const written = method === 'GET' ? takeFirstAnswer(url) : undefined;
  if (written) return written.body as T;
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json().catch(() => null)) as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};

/** A query's `retry`: a refusal answers the same the second time, so only failures of the server are asked again. */
export const retryFailuresOnce = (failures: number, error: unknown) => failures < 1 && !(error instanceof ApiError && error.status < 500);
