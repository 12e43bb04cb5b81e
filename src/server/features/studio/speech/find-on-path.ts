import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** The first executable called `name` in the PATH's folders, as a shell would find it; null when none. */
export function findOnPath(name: string, searchPath = process.env.PATH ?? ''): string | null {
  for (const folder of searchPath.split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}
