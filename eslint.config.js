import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The import boundaries of docs/development.md (Code style), enforced: a web feature never imports another feature; shared
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
            message:
              'A feature must not import another feature or the app (docs/development.md, Code style). Move shared code to components/ or lib/.',
          },
        ],
      },
    ],
  },
}));

// The server's layers (docs/architecture.md): infra/ (database, mail, outbox, rate limits) knows
// nothing above it; appwrite/ (the protocol) builds on infra/ and never on the shop; http/ is the
// transport and knows neither the shop nor, beyond its own helpers, the protocol's internals.
// The rule has no exceptions (decision 023): a new crossing fails.
const serverZones = [
  {
    zone: 'infra',
    forbidden: ['appwrite', 'shop', 'http'],
    message: 'infra/ is the bottom layer: it must not import appwrite/, shop/ or http/.',
  },
  { zone: 'appwrite', forbidden: ['shop'], message: 'appwrite/ implements the protocol and must not import shop/.' },
  { zone: 'http', forbidden: ['shop'], message: 'http/ is the transport and must not import shop/; let shop/ register on it.' },
].map(({ zone, forbidden, message }) => ({
  files: [`apps/server/src/${zone}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: forbidden.flatMap((layer) => [`../${layer}/*`, `../**/${layer}/*`, `../${layer}`, `../**/${layer}`]), message },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.tmp/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
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
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared folders must not import features or the app (docs/development.md, Code style).',
            },
          ],
        },
      ],
    },
  },
  {
    // The Appwrite SDK is most of a page's script: only lib/ (sdk.ts's loadSdk) may load it, on
    // demand, so it never rides in a first load (decision 012). Its types cost nothing at run time.
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
  ...serverZones,
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'react', 'react-*', '@pura/server*', '@pura/web*'],
              message: '@pura/core is pure: no I/O, no frameworks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Declarations are pure data the storefront may import (the admin form's limits): never zod.
    files: ['packages/core/src/collections/**/*.ts'],
    ignores: [
      'packages/core/src/collections/document-schema.ts',
      'packages/core/src/collections/order-fields.ts',
      'packages/core/src/collections/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Declarations stay free of zod; schemas derive in document-schema.ts.' }],
        },
      ],
    },
  },
  {
    // The quiz intro loads these two modules; a value from zod or a schema module would bring all
    // of zod into its first load (decision 012).
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
