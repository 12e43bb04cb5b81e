import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { appCodeId } from '../../src/shared/app-code.ts';

/** What the budget check needs of a built JavaScript chunk. */
export interface BuiltChunk {
  fileName: string;
  /** Chunks this one imports statically: they load with it. */
  imports: readonly string[];
  /** The module the chunk stands for (an entry or a lazy import's target), if any. */
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  gzippedBytes: number;
}

/** A route's budget: the files (from src/web) its lazy imports load on a first visit, and its limit. */
export interface RouteBudget {
  loads: readonly string[];
  /** Gzipped bytes of first-load JavaScript the route may carry. */
  budgetBytes: number;
  /** Its first load, as the frame's, carries none of `notInFrame` (its forms load when they open). */
  buildsNoSchemas?: boolean;
}

/** scripts/vite/js-budgets.json. */
export interface BudgetFile {
  /** The HTML entry every signed-in screen starts from. */
  entry: string;
  /** What every signed-in screen loads before its own screen: the providers, the frame and its parts. */
  frame: readonly string[];
  routes: Record<string, RouteBudget>;
}

export interface RouteSize {
  route: string;
  bytes: number;
  budgetBytes: number;
  files: readonly string[];
}

/** The chunk a source module is in: the one it is the facade of, else the one that contains it. */
function chunkOf(chunks: readonly BuiltChunk[], moduleId: string): BuiltChunk {
  const chunk =
    chunks.find((candidate) => candidate.facadeModuleId === moduleId) ?? chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`JavaScript budgets: no built chunk holds ${moduleId}; is the path in js-budgets.json still right?`);
  return chunk;
}

/**
 * The JavaScript a first visit to a route loads: the chunks of the entry, of the frame and of the
 * route's own lazy imports, with every chunk those import statically, each counted once, gzipped.
 */
export function firstLoad(chunks: readonly BuiltChunk[], roots: readonly string[]): { bytes: number; files: string[] } {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  for (const root of roots) visit(chunkOf(chunks, root));
  const files = [...seen].sort();
  return { bytes: files.reduce((sum, file) => sum + (byName.get(file)?.gzippedBytes ?? 0), 0), files };
}

/** Every budgeted route's first-load size; `sourceRoot` turns the file's paths into module ids. */
export function routeSizes(chunks: readonly BuiltChunk[], budgets: BudgetFile, sourceRoot: string): RouteSize[] {
  const id = (file: string) => path.join(sourceRoot, file);
  return Object.entries(budgets.routes).map(([route, { loads, budgetBytes }]) => {
    const { bytes, files } = firstLoad(chunks, [budgets.entry, ...budgets.frame, ...loads].map(id));
    return { route, bytes, budgetBytes, files };
  });
}

/**
 * Each budgeted route's own chunks, those its first visit loads beyond the entry's and the frame's:
 * the server names them in the index.html it answers that address with (screen-preloads.json).
 */
export function screenPreloads(chunks: readonly BuiltChunk[], budgets: BudgetFile, sourceRoot: string): Record<string, string[]> {
  const id = (file: string) => path.join(sourceRoot, file);
  const shared = new Set(firstLoad(chunks, [budgets.entry, ...budgets.frame].map(id)).files);
  return Object.fromEntries(
    Object.entries(budgets.routes).map(([route, { loads }]) => [
      route,
      firstLoad(chunks, loads.map(id)).files.filter((file) => !shared.has(file)),
    ]),
  );
}

/** One line per route over its budget; none when every route fits. */
export function overBudget(sizes: readonly RouteSize[]): string[] {
  return sizes
    .filter(({ bytes, budgetBytes }) => bytes > budgetBytes)
    .map(
      ({ route, bytes, budgetBytes }) =>
        `${route}: first-load JavaScript ${kb(bytes)} gzipped is over its budget of ${kb(budgetBytes)} (by ${kb(bytes - budgetBytes)})`,
    );
}

/**
 * Libraries the entry and the frame must not load: zod builds each schema as its module is
 * evaluated, so a frame that imported one schema module (for a label beside it) would build them all
 * on every screen's start (ADR 048, eighth pass). Schemas stay in `*-schemas.ts` files, or in modules
 * the frame does not import. Nor may a route marked `buildsNoSchemas` (ADR 048, tenth pass).
 */
export const notInFrame = [/\/node_modules\/zod\//];

/**
 * The modules of `notInFrame` that the entry's and the frame's first load carry, and each
 * `buildsNoSchemas` route's, with the chunk each is in.
 */
export function frameLibraries(chunks: readonly BuiltChunk[], budgets: BudgetFile, sourceRoot: string): string[] {
  const frame = [budgets.entry, ...budgets.frame];
  const loads = [
    { by: 'the frame', files: frame },
    ...Object.entries(budgets.routes)
      .filter(([, route]) => route.buildsNoSchemas)
      .map(([address, route]) => ({ by: address, files: [...frame, ...route.loads] })),
  ];
  return loads.flatMap(({ by, files }) => {
    const loaded = firstLoad(
      chunks,
      files.map((file) => path.join(sourceRoot, file)),
    ).files;
    return chunks
      .filter((chunk) => loaded.includes(chunk.fileName))
      .flatMap((chunk) =>
        chunk.moduleIds.filter((id) => notInFrame.some((pattern) => pattern.test(id))).map((id) => `${by}: ${id} (in ${chunk.fileName})`),
      );
  });
}

/**
 * The most the app's entry may load before it runs, gzipped. It fetches the app only once the first
 * paint is on screen (ADR 048, twelfth pass); importing a module the app shares would put it in a
 * chunk with React, which the entry would wait for and the page would fetch before that paint.
 */
export const entryMostBytes = 4096;

/** The entry's own first load, named when it is more than `entryMostBytes`; none when it fits. */
export function entryTooLarge(chunks: readonly BuiltChunk[], budgets: BudgetFile, sourceRoot: string): string | undefined {
  const { bytes, files } = firstLoad(chunks, [path.join(sourceRoot, budgets.entry)]);
  if (bytes <= entryMostBytes) return undefined;
  return `The app's entry loads ${kb(bytes)} gzipped before it runs (${files.join(', ')}), more than ${kb(entryMostBytes)}: it imports something the app shares (js-budgets.ts, entryMostBytes)`;
}

function readBudgets(budgetFile: URL): BudgetFile {
  return JSON.parse(readFileSync(budgetFile, 'utf8')) as BudgetFile;
}

/** The bundle's chunks; gzipped (which takes about a second for the whole app) only when `sized`. */
function builtChunks(bundle: OutputBundle, sized = true): BuiltChunk[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            imports: output.imports,
            facadeModuleId: output.facadeModuleId,
            moduleIds: output.moduleIds,
            gzippedBytes: sized ? gzipSync(output.code).length : 0,
          },
        ]
      : [],
  );
}

/**
 * Lets the browser fetch the signed-in frame's code (the budget file's `frame`) all at once as the app
 * starts, from index.html's own links, instead of module by module as the entry and the router ask for
 * it: every signed-in screen needs it, and on a slow phone each wait is a round trip. Each budgeted
 * screen's own code likewise, named per address in screen-preloads.json for the server to add. The
 * links wait in a template that the entry puts in the page once its first paint shows (`appCodeId`).
 */
export function framePreload(budgetFile = new URL('./js-budgets.json', import.meta.url)): Plugin {
  let sourceRoot = '';
  let base = '/';
  return {
    name: 'uplift-frame-preload',
    apply: 'build',
    configResolved(config) {
      sourceRoot = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, filename }) {
        const budgets = readBudgets(budgetFile);
        if (!bundle || path.resolve(filename) !== path.join(sourceRoot, budgets.entry)) return;
        const chunks = builtChunks(bundle, false);
        const entry = new Set(firstLoad(chunks, [path.join(sourceRoot, budgets.entry)]).files);
        const frame = firstLoad(
          chunks,
          budgets.frame.map((file) => path.join(sourceRoot, file)),
        ).files.filter((file) => !entry.has(file));
        // In a template the entry takes them from once the page's first paint shows (`appCodeId`);
        // the server adds a screen's own to it.
        return [
          {
            tag: 'template',
            attrs: { id: appCodeId },
            children: frame.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` } })),
            injectTo: 'head' as const,
          },
        ];
      },
    },
    // The screen's own code is found only once the entry has run and the router has matched: the
    // server adds it to index.html for the budgeted screens' addresses, from this list (web-app.ts).
    generateBundle(_options, bundle) {
      const preloads = screenPreloads(builtChunks(bundle, false), readBudgets(budgetFile), sourceRoot);
      const addressed = Object.fromEntries(
        Object.entries(preloads).map(([route, files]) => [route, files.map((file) => `${base}${file}`)]),
      );
      this.emitFile({ type: 'asset', fileName: 'screen-preloads.json', source: JSON.stringify(addressed) });
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fails `vite build` when a route's first-load JavaScript grows past its budget in
 * scripts/vite/js-budgets.json. `JS_BUDGETS_REPORT=1` prints every route's size and budget.
 * Production builds only (NODE_ENV=production, as `vite build` sets it unless told otherwise).
 */
export function jsBudgets(budgetFile = new URL('./js-budgets.json', import.meta.url)): Plugin {
  let sourceRoot = '';
  let production = true;
  return {
    name: 'uplift-js-budgets',
    apply: 'build',
    configResolved(config) {
      sourceRoot = config.root;
      production = config.isProduction;
    },
    generateBundle(_options, bundle) {
      // A build with NODE_ENV other than production carries React's development build: the budgets are not for it.
      if (!production) {
        this.warn('JavaScript budgets not checked: NODE_ENV is not production');
        return;
      }
      const chunks = builtChunks(bundle);
      const budgets = readBudgets(budgetFile);
      const inFrame = frameLibraries(chunks, budgets, sourceRoot);
      if (inFrame.length > 0) {
        this.error(
          `The signed-in frame, or a route that builds no schemas, loads what it must not (js-budgets.ts, notInFrame):\n${inFrame.map((line) => `  ${line}`).join('\n')}`,
        );
      }
      const entry = entryTooLarge(chunks, budgets, sourceRoot);
      if (entry) this.error(entry);
      const sizes = routeSizes(chunks, budgets, sourceRoot);
      if (process.env.JS_BUDGETS_REPORT) {
        for (const { route, bytes, budgetBytes, files } of sizes) {
          console.log(`${route.padEnd(16)} ${kb(bytes).padStart(9)} of ${kb(budgetBytes).padStart(9)} in ${files.length} files`);
        }
      }
      const over = overBudget(sizes);
      if (over.length > 0) {
        this.error(`JavaScript over budget (scripts/vite/js-budgets.json):\n${over.map((line) => `  ${line}`).join('\n')}`);
      }
    },
  };
}
