import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createBackup } from './backup';

// `npm run backup -- --out path`: one archive of the database and the data directory's files (ADR 045).
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? `uplift-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
try {
  const manifest = await createBackup(loadConfig(), out, (warning) => console.warn(warning));
  console.log(
    `Backed up Uplift ${manifest.appVersion} (${manifest.driver}, schema ${manifest.migrations.latest ?? 'empty'}) to ${path.resolve(out)}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
