// ffmpeg as a child process (ADR 032's stack): arguments as arrays, never a shell; a wall-time limit,
// an AbortSignal and, where util-linux's prlimit is there, a cap on its address space.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { findOnPath } from '../speech/find-on-path';

export interface FfmpegRunOptions {
  /** The folder ffmpeg runs in, so that filters name files by short fixed relative names. */
  cwd?: string;
  /** Variables added to the environment ffmpeg inherits. */
  env?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** How far the output has got, in milliseconds of media, from `-progress`. */
  onProgress?: (outMs: number) => void;
}

export interface FfmpegRun {
  /** The child's peak resident memory (VmHWM) as last read while it ran; null where /proc is not there. */
  peakRssBytes: number | null;
}

export interface MediaFacts {
  /** The demuxer's names, e.g. "mov,mp4,m4a,3gp,3g2,mj2", "mp3", "wav". */
  format: string;
  durationMs: number;
  video: { codec: string; width: number; height: number } | null;
  audio: { codec: string; sampleRate: number } | null;
}

export interface Ffmpeg {
  /** Where the binary came from: FFMPEG_PATH, the system's PATH, or the npm package @ffmpeg-installer/ffmpeg. */
  readonly source: 'env' | 'system' | 'npm';
  readonly path: string;
  /** Its first line of `-version`, e.g. "ffmpeg version 5.1.6-0+deb12u1". */
  readonly version: string;
  /** Whether its address space is capped (prlimit found). */
  readonly memoryLimited: boolean;
  /** Threads for x264 and the filters, for this machine's cores. */
  readonly threads: number;
  run(args: string[], options?: FfmpegRunOptions): Promise<FfmpegRun>;
  probe(file: string, options?: { cwd?: string; signal?: AbortSignal }): Promise<MediaFacts>;
}

/** x264 at 1080x1920 with a few threads stays under 1 GiB; the cap stops a runaway, not a render. */
const ffmpegAddressSpaceBytes = 3 * 1024 ** 3;
const defaultTimeoutMs = 10 * 60_000;
const stderrKept = 4096;

/** Finds ffmpeg: FFMPEG_PATH, else `ffmpeg` on the PATH, else the static build npm installed. */
export async function findFfmpeg(env: NodeJS.ProcessEnv = process.env): Promise<Ffmpeg> {
  const located = locate(env);
  if (!located) throw new Error('ffmpeg was not found: set FFMPEG_PATH, install ffmpeg, or run npm install');
  const { stdout } = await promisify(execFile)(located.path, ['-hide_banner', '-version'], { timeout: 30_000 });
  const prlimit = findOnPath('prlimit', env.PATH);
  return ffmpegAt(located.path, located.source, stdout.split('\n')[0]?.trim() ?? 'ffmpeg', prlimit);
}

function locate(env: NodeJS.ProcessEnv): { path: string; source: Ffmpeg['source'] } | null {
  if (env.FFMPEG_PATH) return { path: env.FFMPEG_PATH, source: 'env' };
  const system = findOnPath('ffmpeg', env.PATH);
  if (system) return { path: system, source: 'system' };
  try {
    const installed = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    return existsSync(installed.path) ? { path: installed.path, source: 'npm' } : null;
  } catch {
    return null;
  }
}

function ffmpegAt(binary: string, source: Ffmpeg['source'], version: string, prlimit: string | null): Ffmpeg {
  const threads = Math.max(1, Math.min(availableParallelism(), 8));
  const ffmpeg: Ffmpeg = {
    source,
    path: binary,
    version,
    memoryLimited: prlimit !== null,
    threads,
    run: (args, options = {}) => {
      const full = ['-nostdin', '-hide_banner', '-y', '-loglevel', 'error', '-progress', 'pipe:1', ...args];
      const [command, commandArgs] = prlimit ? [prlimit, [`--as=${ffmpegAddressSpaceBytes}`, '--', binary, ...full]] : [binary, full];
      // Past the cap an allocation fails, which ffmpeg may not survive to report.
      return runProcess(
        command,
        commandArgs,
        options,
        prlimit ? `, perhaps past its ${ffmpegAddressSpaceBytes / 1024 ** 3} GiB memory cap` : '',
      );
    },
    probe: async (file, options = {}) => {
      // `ffmpeg -i` with no output prints the input's streams and exits 1; the npm build has no ffprobe.
      const stderr = await new Promise<string>((resolve, reject) => {
        execFile(
          binary,
          ['-hide_banner', '-nostdin', '-format_whitelist', readableFormats, '-i', file],
          { cwd: options.cwd, signal: options.signal, timeout: 30_000 },
          (error, _out, err) => {
            if (error && error.code !== 1) reject(error);
            else resolve(err);
          },
        );
      });
      return mediaFacts(stderr);
    },
  };
  return ffmpeg;
}

/**
 * The containers a probe opens: media files, not playlists or scripts (HLS, concat, ffconcat) that
 * would make ffmpeg read other files or addresses.
 */
const readableFormats = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,mp3,wav,ogg,flac,aac,image2,png_pipe,jpeg_pipe,webp_pipe';

/** The facts `ffmpeg -i` prints: "Duration: 00:00:05.03", "Video: h264 (High) ..., 1080x1920", "Audio: aac (LC) ..., 44100 Hz". */
export function mediaFacts(stderr: string): MediaFacts {
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  if (!duration) throw new Error(`Not a media file: ${stderr.trim().split('\n').pop() ?? ''}`);
  const [, hours, minutes, seconds] = duration;
  const video = /Stream #.*?: Video: (\w+).*?, (\d{2,5})x(\d{2,5})/.exec(stderr);
  const audio = /Stream #.*?: Audio: (\w+).*?, (\d+) Hz/.exec(stderr);
  return {
    format: /Input #0, ([\w,]+), from/.exec(stderr)?.[1] ?? '',
    durationMs: Math.round((Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000),
    video: video ? { codec: video[1]!, width: Number(video[2]), height: Number(video[3]) } : null,
    audio: audio ? { codec: audio[1]!, sampleRate: Number(audio[2]) } : null,
  };
}

function runProcess(command: string, args: string[], options: FfmpegRunOptions, memoryNote: string): Promise<FfmpegRun> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError(options.signal));
    const child = spawn(command, args, {
      shell: false,
      cwd: options.cwd,
      env: options.env ? { ...process.env, ...options.env } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let pending = '';
    let stopped: Error | null = null;
    let peakRssBytes: number | null = null;
    const stop = (error: Error) => {
      stopped ??= error;
      child.kill('SIGKILL');
    };
    const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    const timer = setTimeout(() => stop(new Error(`ffmpeg took longer than ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    // prlimit execs ffmpeg in its own process, so the pid is ffmpeg's either way.
    const sampler = setInterval(() => void sampleRss(child.pid).then((bytes) => (peakRssBytes = bytes ?? peakRssBytes)), 250);
    const onAbort = () => stop(abortError(options.signal!));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_ms is in microseconds too (an old misnomer ffmpeg kept); N/A before the first frame.
        const progress = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (progress) options.onProgress?.(Number(progress[1]) / 1000);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-stderrKept)));
    child.on('error', (error) => stop(error));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearInterval(sampler);
      options.signal?.removeEventListener('abort', onAbort);
      if (stopped) reject(stopped);
      else if (code !== 0) reject(new Error(`ffmpeg failed (${code ?? `${signal}${memoryNote}`}): ${stderr.trim() || 'no message'}`));
      else resolve({ peakRssBytes });
    });
  });
}

async function sampleRss(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const peak = /VmHWM:\s+(\d+) kB/.exec(status);
    return peak ? Number(peak[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('The render was cancelled');
}
