import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Server layers (ADR 015): shared ← core ← features ← the list of modules (src/server/modules.ts).
// The core's own layers and import circles are the structure check's (.dependency-cruiser.cjs, ADR 024).
// no-restricted-imports reads an import as written, so the zones match relative paths; a file gets
// one set of patterns, so each zone lists all of its own.
const noHonoInServices = {
  group: ['hono', 'hono/*'],
  message: 'Services hold the rules and stay free of HTTP: no service imports Hono (README, Layout of the code).',
};
const coreKnowsNoFeature = {
  regex: '(^|/)features(/|$)',
  message: 'The core knows no feature (ADR 015): a feature hands the core what it needs through its module.',
};
/**
 * For a file `depth` folders below features/<feature>/: `../` that many times leaves its feature. A
 * test may also use another feature's fakes, in its test/ folder (ADR 025), never its code.
 */
const featureThroughEntry = (depth, { test = false } = {}) => [
  {
    regex: `^(\\.\\./){${depth}}[^./][^/]*/${test ? '(?!test/)' : ''}|(^|/)features/`,
    message: 'Another feature is reached only through its public entry, features/<feature>/index.ts (ADR 015).',
  },
  { regex: `^(\\.\\./){${depth + 1}}modules$`, message: 'Features do not import the list of modules (ADR 015).' },
];

/** A zone's patterns on its files, with "no Hono" added on its services. */
function zone({ files, ignores = [], patterns }) {
  const services = files.map((glob) => glob.replace(/\*\.ts$/, 'service.ts'));
  return [
    { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } },
    { files: services, ignores, rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, noHonoInServices] }] } },
  ];
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', '.scratch/', 'src/server/db/migrations/'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  ...zone({
    files: ['src/server/**/*.ts'],
    // The list of modules, the test entry and the scale-out test (which drives every area, as the
    // browser tests do) name features.
    ignores: ['src/server/features/**', 'src/server/modules.ts', 'src/server/testing.ts', 'src/server/test/scale-out/**'],
    patterns: [coreKnowsNoFeature],
  }),
  ...[1, 2, 3, 4, 5].flatMap((depth) => {
    const folder = `src/server/features/*/${'*/'.repeat(depth - 1)}`;
    return [
      ...zone({ files: [`${folder}*.ts`], ignores: [`${folder}*.test.ts`], patterns: featureThroughEntry(depth) }),
      {
        files: [`${folder}*.test.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns: featureThroughEntry(depth, { test: true }) }] },
      },
    ];
  }),
  // Web features import neither the app layer nor each other: what two need moves down to shared code
  // (src/shared, src/web/lib, components, config, projects, usage, sign-in), and an area adds to another's
  // screen or to the frame through a contribution point of its WebModule (settingsTabs, dashboardActions,
  // headerItems, ...), which app/modules.ts gathers (ADR 015, ADR 025).
  ...readdirSync('src/web/features').map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/web/app/*'], message: 'Features must not import the app layer.' },
            {
              regex: `^@/web/features/(?!${feature}/)`,
              message:
                "Web features do not import each other: move what both need below the features, or contribute to the other's screen through the WebModule contract (settingsTabs, dashboardActions, headerItems, ...).",
            },
          ],
        },
      ],
    },
  })),
);
