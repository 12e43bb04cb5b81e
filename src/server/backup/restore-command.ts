import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from './restore';

// `npm run restore -- path [--force]`: into an empty DATA_DIR (and database); the next start migrates (ADR 045).
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
const [archive] = positionals;
if (!archive || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--force]');
  process.exit(2);
}
try {
  const manifest = await restoreBackup(loadConfig(), archive, { force: values.force });
  console.log(
    `Restored the backup of ${manifest.createdAt} (Uplift ${manifest.appVersion}, ${manifest.driver}). Start the server: it applies any newer migrations.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
