import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder, the nearest one up with a package.json: the same whether the server runs from
 * its sources (src/server) or from the bundle `npm start` builds (dist/server).
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A file or folder of the project, by its path from the project's folder. */
export function projectPath(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}
