import { spawn } from 'node:child_process';
import { projectPath } from '../../../project-root';
import { findOnPath } from './find-on-path';
import type { SpeechEngine, VoiceOption } from './speech';
import { clampSpeed } from './speech';
import { parseWav } from './wav';

/** English voices both Debian's espeak-ng and the npm build (text2wav) have. */
const espeakVoices: VoiceOption[] = [
  { id: 'en-us', label: 'English (US), male' },
  { id: 'en-us+f3', label: 'English (US), female' },
  { id: 'en-gb', label: 'English (UK), male' },
  { id: 'en-gb+f3', label: 'English (UK), female' },
  { id: 'en-gb-x-rp', label: 'English (UK, received pronunciation)' },
  { id: 'en-gb-scotland', label: 'English (Scotland)' },
];

const worker = projectPath('src/server/features/studio/speech/espeak-worker.mjs');
const timeoutMs = 60_000;

/**
 * espeak-ng offline: Debian's when it is on the PATH (text on stdin), else the npm WebAssembly build
 * in a child Node process. Gives no word timings.
 */
export function espeakSpeech(systemEspeak = findOnPath('espeak-ng')): SpeechEngine {
  return {
    name: 'espeak',
    voices: async () => espeakVoices,
    async speak(text, { voice, speed, signal }) {
      if (!espeakVoices.some((option) => option.id === voice)) throw new Error(`Unknown offline voice "${voice}"`);
      // espeak's normal rate is 175 words a minute; it takes 80 to 450.
      const wpm = Math.round(175 * clampSpeed(speed));
      const wav = systemEspeak
        ? await run(systemEspeak, ['--stdout', '-b', '1', '-v', voice, '-s', String(wpm)], text, signal)
        : await run(process.execPath, [worker], JSON.stringify({ text, voice, wpm }), signal);
      const { pcm, sampleRate } = parseWav(wav);
      return { pcm, sampleRate, words: null };
    },
  };
}

/** Runs `command` without a shell, `input` on its stdin; resolves with its stdout. */
function run(command: string, args: string[], input: string, signal: AbortSignal | undefined): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawn(command, args, { shell: false, stdio: ['pipe', 'pipe', 'pipe'], cwd: projectPath() });
    const output: Buffer[] = [];
    let errors = '';
    let failure: Error | null = null;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new Error(`espeak took longer than ${timeoutMs / 1000} s`)), timeoutMs);
    const onAbort = () => stop(signal?.reason instanceof Error ? signal.reason : new Error('Speech was cancelled'));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    child.stdin.on('error', () => {}); // a child that died early closes its stdin; its exit says why
    child.on('error', (error) => stop(error));
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else if (code !== 0) reject(new Error(`espeak failed (exit ${code}): ${errors.trim().split('\n').slice(-3).join(' ')}`));
      else resolve(Buffer.concat(output));
    });
    child.stdin.end(input);
  });
}
