/**
 * better-auth answers a refusal as `{ code, message }` (its rate limiter with a message only); the
 * API's one shape is `{ error: { code, message } }`, so the auth mount rewraps it. Its codes
 * (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, ...) pass through as better-auth names them, and
 * the headers (a cleared cookie, X-Retry-After) stay.
 */
export async function inApiErrorShape(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const answer: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!answer || typeof answer !== 'object' || 'error' in answer) return response;
  const { code, message } = answer as { code?: unknown; message?: unknown };
  const error = {
    code: typeof code === 'string' && code ? code : response.status === 429 ? 'TOO_MANY_REQUESTS' : `HTTP_${response.status}`,
    message: typeof message === 'string' ? message : '',
  };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error }), { status: response.status, statusText: response.statusText, headers });
}
