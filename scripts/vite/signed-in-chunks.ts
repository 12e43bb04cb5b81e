import path from 'node:path';
import type { Plugin } from 'vite';

/** What of js-budgets.json the chunking reads: the frame's files and each budgeted screen's `loads`. */
interface SignedInParts {
  frame: readonly string[];
  routes: Record<string, { loads: readonly string[] }>;
}

/**
 * zod, in a chunk of its own (≈27 KB gzipped): a screen whose first load builds no schema
 * (Integrations, its forms loaded when they open) loads none of it. Its v3 build, which only the
 * forms' resolver imports, stays with that.
 */
export const schemaLibrary = /\/node_modules\/zod\/(?!v3\/)/;

/**
 * Fewer, larger chunks than the bundler's default (about sixty small ones): a browser fetches at
 * most six files at a time from one HTTP/1.1 server, so on a slow phone each round of six small files
 * costs a round trip, more than their bytes. The pages' shared modules go by which pages load them
 * (`sharedChunkNames`); the signed-in screens' own, in four kinds:
 * - `frame`: what only the signed-in frame loads (the budget file's `frame`, and all it imports);
 * - `screen-<address>`: what only that budgeted screen's first load (its `loads`) brings, unless
 *   something lazily loaded elsewhere needs it too (it would bring the whole screen's chunk);
 * - `screens`: the app's own modules two or more budgeted screens share, without the libraries they
 *   import (those stay in chunks of their own, for the screens that use them);
 * - `screens-schemas`: those that import zod (`schemaLibrary`).
 * A module a page of its own (an HTML entry) also imports stays out of these, so no public page loads them.
 */
export function signedInChunks({ frame, routes }: SignedInParts) {
  const staticImports = new Map<string, readonly string[]>();
  const dynamicImporters = new Map<string, readonly string[]>();
  const entries = new Set<string>();
  const codeSizes = new Map<string, number>();
  let sourceRoot = '';
  let chunkNames: Map<string, string> | undefined;

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
  const sourceIds = (files: readonly string[]) => files.map((file) => path.join(sourceRoot, file));

  const isLibrary = (id: string) => id.includes('/node_modules/');
  const isStylesheet = (id: string) => /\.css($|\?)/.test(id);

  const assignChunks = () => {
    const names = new Map<string, string>();
    const publicPart = closure(entries);
    const frameParts = closure(sourceIds(frame));
    for (const member of frameParts) if (!publicPart.has(member)) names.set(member, 'frame');
    // index.html's page is the app: its entry, then the frame. What the screens load after it counts
    // as a page of its own, so the frame is not given what only the sign-in pages and screens use.
    const pages = [
      ...[...entries].map((entry) => {
        const name = path.basename(entry, '.html');
        return { name, members: name === 'index' ? new Set([...closure([entry]), ...frameParts]) : closure([entry]) };
      }),
      { name: 'screens', members: closure(Object.values(routes).flatMap(({ loads }) => sourceIds(loads))), afterAPage: true },
    ];
    const shared = [...publicPart].filter((member) => !entries.has(member) && !isStylesheet(member) && !schemaLibrary.test(member));
    for (const [member, name] of sharedChunkNames(pages, shared, (id) => codeSizes.get(id) ?? 0)) names.set(member, name);

    const screensOf = new Map<string, string[]>();
    for (const [route, { loads }] of Object.entries(routes)) {
      for (const member of closure(sourceIds(loads))) {
        if (!publicPart.has(member) && !names.has(member)) screensOf.set(member, [...(screensOf.get(member) ?? []), route]);
      }
    }
    // The lazily loaded modules that bring each module with them.
    const lazyRootsOf = new Map<string, string[]>();
    for (const target of dynamicImporters.keys()) {
      for (const member of closure([target])) lazyRootsOf.set(member, [...(lazyRootsOf.get(member) ?? []), target]);
    }
    // A lazy module is the screen's own when the screen's first load is it or the only thing loading it.
    const ownLazy = (route: string, target: string) =>
      sourceIds(routes[route]?.loads ?? []).includes(target) ||
      (dynamicImporters.get(target) ?? []).every((importer) => screensOf.get(importer)?.join() === route);

    for (const [member, screens] of screensOf) {
      const [only] = screens;
      if (screens.length === 1 && only && (lazyRootsOf.get(member) ?? []).every((target) => ownLazy(only, target))) {
        names.set(member, `screen${only.replace(/\W+/g, '-')}`);
      } else if (screens.length > 1) {
        const imported = [...closure([member])];
        if (imported.some((id) => screensOf.has(id) && isLibrary(id))) continue;
        names.set(member, imported.some((id) => schemaLibrary.test(id)) ? 'screens-schemas' : 'screens');
      }
    }
    return names;
  };

  const plugin: Plugin = {
    name: 'uplift-signed-in-chunks',
    apply: 'build',
    configResolved(config) {
      sourceRoot = config.root;
    },
    // The module graph is whole once the build ends, before the bundler makes its chunks.
    buildEnd() {
      staticImports.clear();
      dynamicImporters.clear();
      entries.clear();
      codeSizes.clear();
      chunkNames = undefined;
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        staticImports.set(id, info.importedIds);
        codeSizes.set(id, info.code?.length ?? 0);
        if (info.dynamicImporters.length > 0) dynamicImporters.set(id, info.dynamicImporters);
        if (info.isEntry) entries.add(id);
      }
    },
  };

  const group = {
    name: (id: string) => (chunkNames ??= assignChunks()).get(id) ?? null,
    debugName: 'signed-in',
    // Their own modules only: what they import from the public part stays in the chunks the pages share.
    includeDependenciesRecursively: false,
  };
  return { plugin, groups: [{ name: 'zod', test: schemaLibrary }, group] };
}

/** A page of the build, by the modules its first load brings. */
export interface PageModules {
  name: string;
  members: ReadonlySet<string>;
  /** Loaded only after a page has loaded its own (the app's screens): not needed for a module to be every page's. */
  afterAPage?: boolean;
}

/**
 * A set of pages' own chunk smaller than this (in the modules' code before minifying) goes into
 * `common` instead: on a slow phone its round trip costs more than its bytes on the pages that do not
 * need them.
 */
export const smallestSharedChunk = 4096;

/**
 * The modules pages share (React, the buttons, the schemas...) in one chunk per set of pages that
 * load them, rather than the bundler's one chunk per module: what every page loads is one file
 * (`common`, whether the screens load it too or not), what the app and the sign-in pages share
 * another, unless that would be a small one (`smallestSharedChunk`). A page's first load brings what
 * it did before, in fewer files. A module only one page loads stays where the bundler puts it.
 */
export function sharedChunkNames(
  pages: readonly PageModules[],
  modules: Iterable<string>,
  sizeOf: (module: string) => number,
): Map<string, string> {
  const names = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const member of modules) {
    const loadedBy = pages.filter((page) => page.members.has(member)).map((page) => page.name);
    if (loadedBy.length < 2) continue;
    const everyPage = pages.every((page) => page.afterAPage || loadedBy.includes(page.name));
    const name = everyPage ? 'common' : `common-${loadedBy.sort().join('-')}`;
    names.set(member, name);
    sizes.set(name, (sizes.get(name) ?? 0) + sizeOf(member));
  }
  for (const [member, name] of names) if ((sizes.get(name) ?? 0) < smallestSharedChunk) names.set(member, 'common');
  return names;
}
