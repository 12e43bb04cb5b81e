import { describe, expect, it } from 'vitest';
import { type BuiltChunk, entryTooLarge, firstLoad, frameLibraries, overBudget, routeSizes, screenPreloads } from './js-budgets';

const root = '/app/src/web';

function chunk(fileName: string, gzippedBytes: number, imports: string[], facade: string | null, modules: string[] = []): BuiltChunk {
  return { fileName, gzippedBytes, imports, facadeModuleId: facade, moduleIds: facade ? [facade, ...modules] : modules };
}

// An entry that imports React; the frame and two screens that share a chart library.
const chunks = [
  chunk('index.js', 40_000, ['react.js'], `${root}/index.html`),
  chunk('react.js', 60_000, [], null, [`${root}/../../node_modules/react/index.js`]),
  chunk('frame.js', 30_000, ['react.js', 'ui.js'], `${root}/app/routes/signed-in-route.tsx`, [
    `${root}/features/workspaces/components/banner.tsx`,
  ]),
  chunk('ui.js', 5_000, ['react.js'], null, [`${root}/components/ui/button.tsx`]),
  chunk('charts.js', 100_000, ['react.js'], null, [`${root}/../../node_modules/recharts/index.js`]),
  chunk('analytics-page.js', 12_000, ['charts.js', 'ui.js'], `${root}/features/analytics/analytics-page.tsx`),
  chunk('content-page.js', 8_000, ['ui.js'], `${root}/features/content/content-page.tsx`),
  chunk('dialog.js', 9_000, ['ui.js'], `${root}/features/content/dialog.tsx`),
];

describe('first-load JavaScript', () => {
  it('adds the chunks a route loads and all they import statically, each once', () => {
    const { bytes, files } = firstLoad(chunks, [`${root}/index.html`, `${root}/features/analytics/analytics-page.tsx`]);
    expect(files).toEqual(['analytics-page.js', 'charts.js', 'index.js', 'react.js', 'ui.js']);
    expect(bytes).toBe(40_000 + 60_000 + 12_000 + 100_000 + 5_000);
  });

  it('finds a module inside a chunk it is not the facade of (the frame banner in the frame chunk)', () => {
    expect(firstLoad(chunks, [`${root}/features/workspaces/components/banner.tsx`]).files).toEqual(['frame.js', 'react.js', 'ui.js']);
  });

  it('counts no lazily imported chunk the route does not name (a dialog opened later)', () => {
    expect(firstLoad(chunks, [`${root}/features/content/content-page.tsx`]).files).not.toContain('dialog.js');
  });

  it('refuses a budgeted file no chunk holds, naming it', () => {
    expect(() => firstLoad(chunks, [`${root}/features/gone.tsx`])).toThrow(/features\/gone\.tsx/);
  });

  it('names each route over its budget with its size and its budget, and passes the ones within', () => {
    const sizes = routeSizes(
      chunks,
      {
        entry: 'index.html',
        frame: ['app/routes/signed-in-route.tsx'],
        routes: {
          '/analytics': { loads: ['features/analytics/analytics-page.tsx'], budgetBytes: 240_000 },
          '/content': { loads: ['features/content/content-page.tsx'], budgetBytes: 150_000 },
        },
      },
      root,
    );
    expect(sizes.map(({ route, bytes }) => [route, bytes])).toEqual([
      ['/analytics', 40_000 + 60_000 + 30_000 + 5_000 + 12_000 + 100_000],
      ['/content', 40_000 + 60_000 + 30_000 + 5_000 + 8_000],
    ]);
    expect(overBudget(sizes)).toEqual(['/analytics: first-load JavaScript 241.2 KB gzipped is over its budget of 234.4 KB (by 6.8 KB)']);
  });

  it("lists each route's own chunks, without the entry's and the frame's, for the server to preload", () => {
    const budgets = {
      entry: 'index.html',
      frame: ['app/routes/signed-in-route.tsx'],
      routes: {
        '/analytics': { loads: ['features/analytics/analytics-page.tsx'], budgetBytes: 240_000 },
        '/content': { loads: ['features/content/content-page.tsx'], budgetBytes: 150_000 },
      },
    };
    expect(screenPreloads(chunks, budgets, root)).toEqual({
      '/analytics': ['analytics-page.js', 'charts.js'],
      '/content': ['content-page.js'],
    });
  });
});

describe('what the frame, and a route that builds no schemas, must not load', () => {
  const budgets = { entry: 'index.html', frame: ['app/routes/signed-in-route.tsx'], routes: {} };
  const zod = `${root}/../../node_modules/zod/v4/classic/schemas.js`;

  it('passes a frame whose first load carries no zod, though a screen loads it', () => {
    const withZodForScreens = [
      ...chunks,
      chunk('zod.js', 15_000, [], null, [zod]),
      chunk('form.js', 3_000, ['zod.js'], `${root}/features/content/form.tsx`),
    ];
    expect(frameLibraries(withZodForScreens, budgets, root)).toEqual([]);
  });

  it('names zod, with its chunk, once a module the frame imports brings it', () => {
    const withZodInFrame = chunks.map((built) =>
      built.fileName === 'ui.js' ? chunk('ui.js', 20_000, ['react.js'], null, [`${root}/components/ui/button.tsx`, zod]) : built,
    );
    expect(frameLibraries(withZodInFrame, budgets, root)).toEqual([`the frame: ${zod} (in ui.js)`]);
  });

  it('names zod in the first load of a route that builds no schemas, and not in one that may', () => {
    const withZodForContent = [
      ...chunks.filter((built) => built.fileName !== 'content-page.js'),
      chunk('zod.js', 15_000, [], null, [zod]),
      chunk('content-page.js', 8_000, ['ui.js', 'zod.js'], `${root}/features/content/content-page.tsx`),
    ];
    const route = (buildsNoSchemas: boolean) => ({
      ...budgets,
      routes: { '/content': { loads: ['features/content/content-page.tsx'], budgetBytes: 200_000, buildsNoSchemas } },
    });
    expect(frameLibraries(withZodForContent, route(true), root)).toEqual([`/content: ${zod} (in zod.js)`]);
    expect(frameLibraries(withZodForContent, route(false), root)).toEqual([]);
  });
});

describe("the app's entry", () => {
  const budgets = { entry: 'index.html', frame: ['app/routes/signed-in-route.tsx'], routes: {} };

  it('passes an entry that loads only a small helper before it runs', () => {
    const small = [chunk('index.js', 900, ['preload-helper.js'], `${root}/index.html`), chunk('preload-helper.js', 700, [], null)];
    expect(entryTooLarge(small, budgets, root)).toBeUndefined();
  });

  it('names what an entry that imports a shared chunk (React with it) loads before it runs', () => {
    expect(entryTooLarge(chunks, budgets, root)).toBe(
      "The app's entry loads 97.7 KB gzipped before it runs (index.js, react.js), more than 4.0 KB: it imports something the app shares (js-budgets.ts, entryMostBytes)",
    );
  });
});
