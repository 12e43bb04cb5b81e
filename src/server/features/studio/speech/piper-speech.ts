import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { projectPath } from '../../../project-root';
import type { PiperReply, PiperRequest } from './piper-child';
import { listPiperVoices, loadPiperVoice, PiperVoiceError } from './piper-voices';
import { clampSpeed, type SpeakOptions, type Speech, type VoiceOption } from './speech';

const childModule = projectPath('src/server/features/studio/speech/piper-child.ts');
// The child runs from its TypeScript source through tsx, whether the server runs from its sources or
// from its bundle, as the upload extraction child does.
const typescriptLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface PiperLimits {
  /** One text's wall time, as espeak's. */
  timeoutMs: number;
  /** The voice process (and its loaded models) goes away after this long unused. */
  idleMs: number;
}

/**
 * Neural voices (Piper) from the files an administrator placed in `folder`, spoken one text at a time
 * by a process of their own that stays while it is used. Gives no word timings.
 */
export class PiperVoices {
  private child: ChildProcess | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly folder: string,
    private readonly limits: PiperLimits = { timeoutMs: 60_000, idleMs: 5 * 60_000 },
  ) {}

  voices(): Promise<VoiceOption[]> {
    return listPiperVoices(this.folder);
  }

  async speak(text: string, { voice, speed, signal }: SpeakOptions): Promise<Speech> {
    const found = await loadPiperVoice(this.folder, voice);
    const request: PiperRequest = { voice: found, text, speed: clampSpeed(speed) };
    const turn = this.queue.then(() => this.run(request, signal));
    this.queue = turn.catch(() => {});
    return { pcm: await turn, sampleRate: found.sampleRate, words: null };
  }

  /** Ends the voice process; the next text starts another. */
  close(): void {
    clearTimeout(this.idleTimer);
    this.child?.kill('SIGKILL');
    this.child = null;
  }

  private run(request: PiperRequest, signal: AbortSignal | undefined): Promise<Buffer> {
    signal?.throwIfAborted();
    clearTimeout(this.idleTimer);
    const child = this.started();
    return new Promise<Buffer>((resolve, reject) => {
      const finish = (error: Error | null, pcm?: Buffer) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        child.off('message', onMessage).off('exit', onExit).off('error', onError);
        if (error) reject(error);
        else resolve(pcm!);
        this.rest(child);
      };
      const stopWith = (error: Error) => {
        if (this.child === child) this.close();
        else child.kill('SIGKILL');
        finish(error);
      };
      const timer = setTimeout(
        () => stopWith(new Error(`The Piper voice took longer than ${this.limits.timeoutMs / 1000} s`)),
        this.limits.timeoutMs,
      );
      const onAbort = () => stopWith(signal?.reason instanceof Error ? signal.reason : new Error('Speech was cancelled'));
      const onMessage = (reply: PiperReply) => {
        if ('pcm' in reply) finish(null, Buffer.from(reply.pcm.buffer, reply.pcm.byteOffset, reply.pcm.byteLength));
        else finish(reply.voice ? new PiperVoiceError(reply.error) : new Error(reply.error));
      };
      const onExit = (code: number | null, killedBy: NodeJS.Signals | null) =>
        finish(new Error(`The Piper voice process stopped (${killedBy ?? `exit ${code}`})`));
      const onError = (error: Error) => stopWith(new Error(`The Piper voice process failed: ${error.message}`));
      signal?.addEventListener('abort', onAbort, { once: true });
      child.on('message', onMessage).on('exit', onExit).on('error', onError);
      child.send(request);
    });
  }

  private started(): ChildProcess {
    if (!this.child) {
      const child = fork(childModule, [], {
        execArgv: ['--import', typescriptLoader],
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        serialization: 'advanced',
      });
      child.on('exit', () => {
        if (this.child === child) this.child = null;
      });
      child.on('error', () => {}); // each text's own listener reports it
      this.child = child;
    }
    this.child.ref();
    this.child.channel?.ref();
    return this.child;
  }

  /** An idle voice process keeps neither the server nor a test run alive, and ends after a while. */
  private rest(child: ChildProcess): void {
    if (this.child !== child) return;
    child.unref();
    child.channel?.unref();
    this.idleTimer = setTimeout(() => this.close(), this.limits.idleMs);
    this.idleTimer.unref();
  }
}
