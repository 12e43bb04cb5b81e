// The structure check (ADR 024): `npm run check:structure` runs dependency-cruiser over src and
// fails on any rule below. ESLint's zones (eslint.config.js) say the same per file as you type;
// this check sees the whole graph, so it also finds circles and the core's layers.

const server = '^src/server/';
/** Test files and test helpers start whole servers, so they may reach every layer (not features). */
const testCode = '(\\.test\\.tsx?$|/test/)';
/** The composition root: the lists that name every area, and the test entry that starts them (ADR 024). */
// The scale-out test drives every area through real processes, as the browser tests do (ADR 042).
const compositionRoot = ['^src/server/modules\\.ts$', '^src/server/testing\\.ts$', '^src/server/test/scale-out/'];
/** An area's contract folder in src/shared (ADR 025); the root's files are the core's. */
const areaContract = '^src/shared/[^/]+/';
/** The lists that name every area: the server's and the web's modules, and the contracts. */
const moduleLists = [...compositionRoot, '^src/web/app/modules\\.ts$', '^src/shared/contracts\\.ts$'];

/**
 * The core's layers, ground first (ADR 024). A file may import its own layer and the ones below;
 * an import to a layer above is an error. Paths are relative to src/server/; features/ is above them all.
 */
const coreLayers = [
  {
    name: 'ground',
    why: 'What every layer needs and that needs nothing of the core: helpers, the database, the file store, the configuration, the user tables and who is asking (Viewer, AppEnv) with their roles.',
    paths: ['lib/', 'db/', 'files/', 'auth/', 'config\\.ts$', 'logger\\.ts$', 'project-root\\.ts$', 'secret\\.ts$'],
  },
  { name: 'http', why: 'The HTTP toolkit (errors, validation, limits, the SSRF-safe fetch) serves every area.', paths: ['http/'] },
  {
    name: 'crawl',
    why: 'The one crawler and the page analyzer (ADR 007), over the SSRF-safe fetch: Smart Setup and SEO read sites with them.',
    paths: ['crawl/'],
  },
  { name: 'plumbing', why: 'Settings, mail and the job queue know no workspace.', paths: ['settings/', 'mail/', 'jobs/'] },
  { name: 'tenancy', why: 'Workspaces and memberships: the other table roots.', paths: ['tenancy/'] },
  {
    name: 'records',
    why: 'What happened in a workspace and what it has used, written by the areas above.',
    paths: ['events/', 'usage/', 'notifications/', 'ai/'],
  },
  { name: 'billing', why: 'Plans and the entitlement gate read usage and notify owners.', paths: ['billing/'] },
  {
    name: 'projects',
    why: 'The sites a workspace grows, which nearly every area works on: the table root areas key their rows by, and the directory they read it through. Creating one checks the plan and records an event.',
    paths: ['projects/'],
  },
  {
    name: 'sample',
    why: "The Sample workspace (ADR 008): a workspace, its projects, and the rows each area hands in through its module's sample hook.",
    paths: ['sample-workspace/'],
  },
  {
    name: 'sign-in',
    why: 'Orchestrates a new account: better-auth, onboarding (tenancy, events, notify) and the session guard.',
    paths: ['sign-in/'],
  },
  { name: 'metrics', why: 'Reports on the running app, sign-in included.', paths: ['metrics/'] },
  {
    name: 'contract',
    why: 'CoreDeps names every service above; the module contract hands it to areas.',
    paths: ['context\\.ts$', 'server-module\\.ts$'],
  },
  { name: 'modules', why: "A core area's module.ts is where it meets the app: it alone reads CoreDeps.", paths: ['[^/]+/module\\.ts$'] },
  { name: 'app', why: 'The app wires the middleware and mounts what the modules hand it.', paths: ['app\\.ts$', 'web-app\\.ts$'] },
  {
    name: 'process',
    why: 'Starting a process builds the core and every module from the list.',
    paths: ['start-server\\.ts$', 'main\\.ts$'],
  },
];

const layerPath = (layer) => layer.paths.map((path) => `${server}${path}`);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A circle has no bottom to read or test from, and an import in it can load half-initialised; type-only imports count, since they still tie the files together.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-knows-no-feature',
      comment: 'The core knows no feature (ADR 015): an area hands the core what it needs through its module; only the lists name areas.',
      severity: 'error',
      from: { path: server, pathNot: [`${server}features/`, ...compositionRoot] },
      to: { path: `${server}features/` },
    },
    {
      name: 'feature-through-its-entry',
      comment: "A feature reaches another only through that feature's index.ts (ADR 015), so each area can change inside freely.",
      severity: 'error',
      from: { path: `${server}features/([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}features/[^/]+/`, pathNot: [`${server}features/$1/`, `${server}features/[^/]+/index\\.ts$`] },
    },
    {
      name: 'feature-tests-use-fakes-only',
      comment: "A feature's test may use another feature's fakes (features/<feature>/test/, ADR 025), never its code.",
      severity: 'error',
      from: { path: `${server}features/([^/]+)/.*\\.test\\.ts$` },
      to: {
        path: `${server}features/[^/]+/`,
        pathNot: [`${server}features/$1/`, `${server}features/[^/]+/index\\.ts$`, `${server}features/[^/]+/test/`],
      },
    },
    {
      name: 'features-import-no-list',
      comment: 'The lists import the features, so a feature importing a list would close a circle through every area.',
      severity: 'error',
      from: { path: `${server}features/` },
      to: { path: compositionRoot },
    },
    {
      name: 'core-knows-no-area-contract',
      comment:
        "The core's contract, server and web know no area's contract (ADR 025): an area adds its entries to the catalogues through its contract.ts in the list.",
      severity: 'error',
      from: {
        path: ['^src/shared/[^/]+$', server, '^src/web/'],
        pathNot: [testCode, `${server}features/`, '^src/web/features/', ...moduleLists],
      },
      to: { path: areaContract },
    },
    {
      name: 'web-core-knows-no-feature',
      comment:
        "The web's core (lib, components, the frame, projects, usage, sign-in) knows no feature: only the list in app/modules.ts names them.",
      severity: 'error',
      from: { path: '^src/web/', pathNot: ['^src/web/features/', '^src/web/pages/', testCode, ...moduleLists] },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'shared-is-isomorphic',
      comment: 'src/shared runs in the browser and on the server, so it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-knows-no-server',
      comment: 'The browser bundle must not pull server code; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'web-feature-knows-no-other',
      comment:
        "Web features import neither each other nor the app (ADR 015): what two need moves down to the web core (lib, components, projects, usage), and a screen that joins features takes the others' contributions (settings tabs, dashboard actions) through the module contract.",
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: ['^src/web/app/', '^src/web/features/[^/]+/'], pathNot: '^src/web/features/$1/' },
    },
    ...coreLayers.slice(0, -1).map((layer, index) => {
      const above = coreLayers.slice(index + 1).flatMap(layerPath);
      return {
        name: `core-layer-${layer.name}`,
        comment: `The core's layers point one way (ADR 024). ${layer.name}: ${layer.why}`,
        severity: 'error',
        // A file that matches a higher layer too (a folder's module.ts) belongs to the higher one.
        from: { path: layerPath(layer), pathNot: [testCode, ...above] },
        to: { path: above },
      };
    }),
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too: they count for circles and layers.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
