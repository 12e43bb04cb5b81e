import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { projectPath } from '../../project-root';

/** Uplift as separate processes on one database, as a scale-out install runs it (ADR 042). */
export interface UpliftProcess {
  readonly name: string;
  readonly url: string;
  /** The process running now (a restart replaces it). */
  readonly child: ChildProcess;
  /** Everything it wrote to its standard error, for a failing test's message. */
  readonly errors: string[];
  /** Starts it (again, after a kill or a stop) and waits until it says it is ready. */
  start(): Promise<void>;
  /** Sends SIGTERM and waits for the exit; answers the exit code and how long it took. */
  stop(): Promise<{ code: number | null; ms: number }>;
  /** SIGKILL, as a crash or an out-of-memory kill ends a process: nothing of it runs after. */
  kill(): Promise<void>;
}

/** The process entry bundled once (esbuild, as `npm start` builds the server): each start is then quick. */
export async function bundleProcessEntry(): Promise<string> {
  const outfile = projectPath('dist', 'test', `scale-out-${process.pid}.mjs`);
  await mkdir(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [projectPath('src/server/test/scale-out/uplift-process.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

export function upliftProcess(options: { name: string; bundle: string; port: number; env: Record<string, string> }): UpliftProcess {
  const { name, bundle, port, env } = options;
  const url = `http://127.0.0.1:${port}`;
  const errors: string[] = [];
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);

  const running = (): ChildProcess => {
    if (!child) throw new Error(`${name} has not been started`);
    return child;
  };

  return {
    name,
    url,
    get child() {
      return running();
    },
    errors,
    async start() {
      const started = spawn(process.execPath, [bundle], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = started;
      started.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
      exited = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
      for (;;) {
        if (started.exitCode !== null) throw new Error(`${name} exited at start: ${errors.join('')}`);
        const ready = await fetch(`${url}/api/health/ready`).catch(() => undefined);
        if (ready?.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      const began = Date.now();
      running().kill('SIGTERM');
      const code = await exited;
      return { code, ms: Date.now() - began };
    },
    async kill() {
      running().kill('SIGKILL');
      await exited;
    },
  };
}
