import { spawn } from 'node:child_process';

/**
 * Runs one of the system's tools (GNU tar, pg_dump, pg_restore) with an argument array. `allowedCodes`
 * are exit codes that are warnings, not failures (tar's 1: a file changed while it was read).
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; allowedCodes?: readonly number[]; missingHint: string },
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new Error(`${command} was not found on PATH. ${options.missingHint}`) : error);
    });
    child.once('close', (code) => {
      if (code === 0 || (code !== null && options.allowedCodes?.includes(code))) resolve({ stdout: Buffer.concat(stdout), stderr });
      else reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

export const tarHint = 'Install GNU tar (Debian package `tar`).';
export const postgresClientHint =
  "Install the PostgreSQL client tools of your server's version or newer (Debian package `postgresql-client`).";

/**
 * libpq's settings for a DATABASE_URL, the password in PGPASSWORD rather than on the command line,
 * where any user of the machine could read it in the process list.
 */
export function postgresConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}
