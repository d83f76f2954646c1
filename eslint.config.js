import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// STYLE.md's import boundaries, enforced: a web feature never imports another feature; shared
// folders (components, lib) never import features or the app; only config/env.ts reads the
// environment on the server.
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = features.map((name) => ({
  files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`, '@/app/*', '../../features/*', '../../app/*'],
            message: 'A feature must not import another feature or the app (STYLE.md). Move shared code to components/ or lib/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '.tmp/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/data/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared folders must not import features or the app (STYLE.md).' }] },
      ],
    },
  },
  {
    // The Appwrite SDK is most of a page's script: only lib/ (sdk.ts's loadSdk) may load it, on
    // demand, so it never rides in a first load (issue 12). Its types cost nothing at run time.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['appwrite', '@/lib/appwrite'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Load the SDK with loadSdk() from @/lib/sdk; import only its types here.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only config/env.ts reads the environment; take the typed Config instead.',
        },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'http', 'react', 'react-*', '@pura/server*', '@pura/web*'], message: '@pura/core is pure: no I/O, no frameworks.' }] },
      ],
    },
  },
  {
    // The quiz intro loads these two modules; a value from zod or a schema module would bring all
    // of zod into its first load (issue 12).
    files: ['packages/core/src/quiz/labels.ts', 'packages/core/src/quiz/copy.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', './questions.ts', './recommend.ts'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'The quiz intro must stay free of zod: import only types from here.',
          })),
        },
      ],
    },
  },
);
