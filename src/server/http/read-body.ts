import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { SafeFetchError, safeFetchMessages } from './safe-fetch-error';

/** The encodings we advertise; the size limit counts decoded bytes, so a compression bomb stops too. */
export const acceptedEncodings = 'gzip, br';

const decoders: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  br: createBrotliDecompress,
};

/** The media type of a Content-Type header, lower case without parameters ('' when absent). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

// Whether a media type is in the caller's list; entries may also be text/* or */* (anything).
export function isAcceptedType(type: string, accept: readonly string[]): boolean {
  return accept.some((pattern) => {
    const wanted = pattern.toLowerCase();
    if (wanted === '*/*') return true;
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
}

/**
 * Reads a response body of at most `maxBytes` decoded bytes. Past the limit it stops at once:
 * leaving the loop destroys the stream and with it the socket, so nothing more is read or held.
 */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers['content-length']) > maxBytes) {
    throw new SafeFetchError('TOO_LARGE', safeFetchMessages.tooLarge(maxBytes));
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of decoded(response) as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw new SafeFetchError('TOO_LARGE', safeFetchMessages.tooLarge(maxBytes));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') return response;
  const decoder = decoders[encoding];
  if (!decoder) throw new SafeFetchError('NETWORK', safeFetchMessages.unreadable);
  // pipeline destroys both streams when either fails or the reader stops early; errors surface
  // through the iteration of the returned stream, so its callback has nothing left to do.
  return pipeline(response, decoder(), () => undefined);
}

/** Decodes text in the charset the response declares, UTF-8 when it declares none or an unknown one. */
export function decodeText(body: Buffer, contentType: string | undefined): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}
