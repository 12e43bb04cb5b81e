import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { setupMessages, setupUploadLimits, uploadMessages } from '@/shared/setup/setup';
import { ServiceError } from '../../../lib/service-error';

const megabyte = 1024 * 1024;

/** The parts of an HTTP request an upload needs: a Fetch API Request fits. */
export interface UploadRequest {
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
}

export interface ReceivedFile {
  originalName: string;
  size: number;
  storedPath: string;
}

/**
 * Streams the `files` parts of a multipart/form-data body into `dir`, each under a random name, and
 * enforces the limits as the bytes arrive: a declared Content-Length over the request limit is refused
 * before reading, and reading stops at the first byte past a limit. Memory holds a chunk at a time,
 * whatever the size sent. Every file stream is closed when this returns or throws, so the caller can
 * remove `dir`.
 */
export async function receiveFiles(request: UploadRequest, dir: string): Promise<ReceivedFile[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw new ServiceError(400, 'NO_FILES', setupMessages.uploadAtLeastOne);
  }
  const requestLimit = setupUploadLimits.requestMegabytes * megabyte;
  if (Number(request.headers.get('content-length')) > requestLimit) throw requestTooLarge();
  await mkdir(dir, { recursive: true });

  const files: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  const open = new Set<BusboyFileStream>();
  const stop = new AbortController();
  let refusal: Error | undefined;
  const refuse = (error: Error) => {
    refusal ??= error;
    stop.abort();
    // With an error: a stream destroyed after its last chunk but before 'end' would leave pipeline waiting.
    for (const stream of open) stream.destroy(error);
  };

  const received = async () => {
    const busboy = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        fileSize: setupUploadLimits.fileMegabytes * megabyte,
        files: setupUploadLimits.files,
        fields: 20,
        parts: setupUploadLimits.files + 20,
      },
    });
    busboy.on('file', (field, stream, filename) => {
      // A form's empty file input still sends a part with no name; other fields are not ours.
      if (field !== 'files' || !filename) {
        stream.resume();
        return;
      }
      const file = { originalName: readableName(filename), size: 0, storedPath: path.join(dir, randomUUID()) };
      files.push(file);
      open.add(stream);
      stream.on('limit', () => refuse(fileTooLarge(file.originalName)));
      // A body cut off in the middle of a file ends its part with an error: the upload is malformed.
      stream.once('error', () => refuse(unreadableUpload()));
      const output = createWriteStream(file.storedPath);
      const written = pipeline(stream, output).then(
        () => void (file.size = output.bytesWritten),
        // A file that cannot be written (a full disk) stops the upload: Busboy would wait for it forever.
        (error: Error) => refuse(error),
      );
      writes.push(written.finally(() => open.delete(stream)));
    });
    busboy.on('filesLimit', () => refuse(new ServiceError(400, 'TOO_MANY_FILES', uploadMessages.tooManyFiles(setupUploadLimits.files))));
    let total = 0;
    const countBytes = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length;
        callback(total > requestLimit ? requestTooLarge() : null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(request.body as NodeWebStream<Uint8Array>), countBytes, busboy, { signal: stop.signal });
  };

  try {
    await received();
  } catch (error) {
    // Busboy's own errors mean a malformed body; ours say which limit was passed.
    refuse(error instanceof ServiceError ? error : unreadableUpload());
  }
  await Promise.all(writes);
  if (refusal) throw refusal;
  if (files.length === 0) throw new ServiceError(400, 'NO_FILES', setupMessages.uploadAtLeastOne);
  return files;
}

/** The name as shown and stored: control characters (NUL among them, which PostgreSQL refuses) dropped, 255 characters at most. */
function readableName(filename: string): string {
  const name = filename
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return name || 'file';
}

function unreadableUpload(): ServiceError {
  return new ServiceError(400, 'UNREADABLE_UPLOAD', uploadMessages.unreadableUpload);
}

function requestTooLarge(): ServiceError {
  return new ServiceError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.uploadTooLarge(setupUploadLimits.requestMegabytes));
}

function fileTooLarge(name: string): ServiceError {
  return new ServiceError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.fileTooLarge(name, setupUploadLimits.fileMegabytes));
}
