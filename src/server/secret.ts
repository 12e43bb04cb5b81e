import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * The key that signs sessions (and later encrypts stored API keys). Embedded mode keeps a generated
 * one in the data directory, readable by the owner only; several processes sharing a PostgreSQL
 * server must be given the same one.
 */
export function resolveAppSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  if (config.databaseUrl) {
    throw new Error('APP_SECRET (at least 32 characters) is required when DATABASE_URL is set.');
  }
  if (config.dataDir === 'memory://') return randomBytes(32).toString('hex');
  const file = path.resolve(config.dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
