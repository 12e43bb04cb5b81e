import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A process still running, by its id (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let memoryRoot: string | undefined;

/** With DATA_DIR=memory:// nothing should outlive the process: one temporary folder, removed when it exits. */
function processRoot(): string {
  if (!memoryRoot) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'uplift-studio-'));
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
    memoryRoot = root;
  }
  return memoryRoot;
}

/**
 * Where renders work on local disk: `<data dir>/studio-work`, a folder per render named by the process
 * that made it, so that processes sharing the data dir clear only what dead ones left (and, starting,
 * what an earlier process of the same id left). With DATA_DIR=memory:// the process's temporary folder,
 * which the servers of one process (tests) share.
 */
export class WorkFolders {
  private readonly root: string;
  private readonly inMemory: boolean;

  constructor(dataDir: string) {
    this.inMemory = dataDir === 'memory://';
    this.root = this.inMemory ? processRoot() : path.resolve(dataDir, 'studio-work');
  }

  /** Removes the folders of renders whose process has died (a stop cut them off). */
  async clearLeftovers(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    for (const name of await readdir(this.root)) {
      const pid = Number(/^render-(\d+)-/.exec(name)?.[1]);
      const ours = pid === process.pid && !this.inMemory;
      if (ours || !alive(pid)) await rm(path.join(this.root, name), { recursive: true, force: true });
    }
  }

  /** A new empty folder for one render; the caller removes it. */
  async make(): Promise<string> {
    await mkdir(this.root, { recursive: true });
    return mkdtemp(path.join(this.root, `render-${process.pid}-`));
  }
}
