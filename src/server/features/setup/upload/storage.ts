import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

let memoryRoot: string | undefined;

/**
 * Where uploaded files live: `<data dir>/uploads`. With DATA_DIR=memory:// nothing should outlive the
 * process, so the files go to a temporary folder of this process that is removed when it exits.
 */
export function uploadsRoot(dataDir: string): string {
  if (dataDir !== 'memory://') return path.resolve(dataDir, 'uploads');
  if (!memoryRoot) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'uplift-uploads-'));
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
    memoryRoot = root;
  }
  return memoryRoot;
}

/** Removes a workspace's uploaded files: its folder, `<uploads root>/<workspace id>/`. */
export async function removeUploadsOf(dataDir: string, workspaceId: string): Promise<void> {
  await rm(path.join(uploadsRoot(dataDir), workspaceId), { recursive: true, force: true });
}
