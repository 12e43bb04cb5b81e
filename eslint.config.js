import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'src/server/db/migrations/'] },
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
  {
    // Services hold the rules and must stay free of HTTP concerns (STYLE.md: no service imports Hono).
    files: ['src/server/features/**/service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['hono', 'hono/*'] }] },
  },
  // Web features import neither the app layer nor each other: what two need moves down to shared code
  // (src/shared, src/web/lib, components, config), and screens that join features are composed in app/.
  ...readdirSync('src/web/features').map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/web/app/*'], message: 'Features must not import the app layer.' },
            { regex: `^@/web/features/(?!${feature}/)`, message: 'Web features do not import each other: compose them in src/web/app.' },
          ],
        },
      ],
    },
  })),
);
