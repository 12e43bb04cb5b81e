import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * One chunk for the code that only the signed-in frame loads (the budget file's `frame`, and all it
 * imports), instead of the sixty small chunks the bundler makes of it by default: a browser fetches at
 * most six files at a time from one HTTP/1.1 server, so on a slow phone the count cost more than the
 * bytes. A module a page of its own (an HTML entry) also imports stays out, so no public page loads
 * the frame.
 */
export function frameChunk(frameFiles: readonly string[]) {
  const staticImports = new Map<string, readonly string[]>();
  const entries = new Set<string>();
  let sourceRoot = '';
  let members: Set<string> | undefined;

  const closure = (roots: Iterable<string>) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of staticImports.get(id) ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };

  const plugin: Plugin = {
    name: 'uplift-frame-chunk',
    apply: 'build',
    configResolved(config) {
      sourceRoot = config.root;
    },
    // The module graph is whole once the build ends, before the bundler makes its chunks.
    buildEnd() {
      staticImports.clear();
      entries.clear();
      members = undefined;
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        staticImports.set(id, info.importedIds);
        if (info.isEntry) entries.add(id);
      }
    },
  };

  const group = {
    name: 'frame',
    // Its own modules only: what they import from the public part stays in the chunks the pages share.
    includeDependenciesRecursively: false,
    test: (id: string) => {
      if (!members) {
        const publicPart = closure(entries);
        members = new Set([...closure(frameFiles.map((file) => path.join(sourceRoot, file)))].filter((member) => !publicPart.has(member)));
      }
      return members.has(id);
    },
  };
  return { plugin, group };
}
