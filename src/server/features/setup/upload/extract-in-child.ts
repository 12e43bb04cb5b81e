import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectPath } from '../../../project-root';
import type { FileKind } from './file-kind';

export interface ExtractionRequest {
  kind: FileKind;
  file: string;
}

export type ExtractionReply = { text: string } | { error: string };

export interface ExtractionLimits {
  /** V8's heap in the child. */
  heapMegabytes: number;
  /** The child's whole resident memory (heap, buffers, inflated data); past it the child is killed. */
  residentMegabytes: number;
  timeoutMs: number;
}

export const extractionLimits: ExtractionLimits = { heapMegabytes: 384, residentMegabytes: 768, timeoutMs: 30_000 };

/** The document could not be read within the limits, or its reader failed. */
export class ExtractionFailedError extends Error {}

const childModule = projectPath('src/server/features/setup/upload/extraction-child.ts');
// The child runs from its TypeScript source through tsx, whether the server runs from its sources or
// from its bundle; resolved here so it works from any working folder.
const typescriptLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const pageBytes = 4096;

/**
 * Reads a document's text in a child process of its own, killed when it passes its memory or time
 * limit. Any temporary files a parser writes go to a scratch folder beside the document, under the
 * data directory, removed afterwards. Resolves with the text, or rejects with
 * ExtractionFailedError saying what stopped it.
 */
export async function extractInChildProcess(request: ExtractionRequest, limits = extractionLimits): Promise<string> {
  const scratch = path.join(path.dirname(request.file), `.scratch-${randomUUID()}`);
  await mkdir(scratch, { recursive: true });
  const child = fork(childModule, [], {
    execArgv: ['--import', typescriptLoader, `--max-old-space-size=${limits.heapMegabytes}`],
    env: { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch },
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    serialization: 'advanced',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped: string | undefined;
  const stop = (reason: string) => {
    stopped ??= reason;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => stop(`took longer than ${limits.timeoutMs / 1000} s`), limits.timeoutMs);
  const watchdog = setInterval(() => {
    void residentBytes(child.pid).then((bytes) => {
      if (bytes > limits.residentMegabytes * 1024 * 1024) stop(`used more than ${limits.residentMegabytes} MB of memory`);
    });
  }, 100);

  try {
    return await new Promise<string>((resolve, reject) => {
      child.once('message', (reply: ExtractionReply) => {
        if ('text' in reply) resolve(reply.text);
        else reject(new ExtractionFailedError(reply.error));
      });
      child.once('error', (error) => reject(new ExtractionFailedError(error.message)));
      child.once('exit', (code, signal) =>
        reject(new ExtractionFailedError(stopped ?? `the reader stopped (${signal ?? `exit ${code}`})`)),
      );
      child.send(request);
    });
  } finally {
    clearTimeout(timer);
    clearInterval(watchdog);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The resident memory of a process, from Linux's /proc; 0 where that cannot be read. */
async function residentBytes(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  try {
    const pages = Number((await readFile(`/proc/${pid}/statm`, 'utf8')).split(' ')[1]);
    return pages * pageBytes;
  } catch {
    return 0;
  }
}
