export type SafeFetchErrorCode =
  'BLOCKED_ADDRESS' | 'BAD_SCHEME' | 'TOO_MANY_REDIRECTS' | 'TIMEOUT' | 'TOO_LARGE' | 'BAD_CONTENT_TYPE' | 'HTTP_ERROR' | 'NETWORK';

/**
 * Why a fetch of a user-supplied address failed. `message` is safe to show to the user: it never
 * carries a resolved internal address or a system error text; those stay in `cause` for the logs.
 */
export class SafeFetchError extends Error {
  override readonly name = 'SafeFetchError';
  /** The HTTP status of the final response, for HTTP_ERROR. */
  readonly status: number | undefined;

  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    extra: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.status = extra.status;
  }
}

export const safeFetchMessages = {
  invalidUrl: 'Enter a valid web address starting with http:// or https://.',
  badScheme: 'Only http:// and https:// addresses can be fetched.',
  credentials: 'Addresses with a user name or password cannot be fetched.',
  blocked: 'This address points to a private or internal network, so Uplift will not fetch it.',
  tooManyRedirects: 'The website redirected too many times.',
  timeout: 'The website took too long to respond.',
  tooLarge: (maxBytes: number) => `The page is larger than the ${formatSize(maxBytes)} limit.`,
  badContentType: (type: string) =>
    `The address returned ${type ? `content of type ${type}` : 'content of an unknown type'}, which cannot be read here.`,
  httpError: (status: number) => `The website answered with HTTP status ${status}.`,
  network: 'Uplift could not reach the website.',
  unreadable: 'The website sent a response Uplift could not read.',
} as const;

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
