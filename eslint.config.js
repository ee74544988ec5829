import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noCycle from './eslint/no-cycle.js';
import { translatedText } from './eslint/translated-text.js';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Web: a feature uses its own files, components/ui, lib and config, never another feature or the
// app shell (which composes the features). What two features share moves to components/ui or lib.
const webFeatureBoundaries = folders('apps/web/src/features/').map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: restrict(
    {
      regex: `^@/features/(?!${feature}(/|$))`,
      message: 'Features do not import each other: move the shared piece to components/ui or lib.',
    },
    { regex: '^@/app(/|$)', message: 'Features do not import the app shell; it imports them.' },
    { regex: '^(\\.\\./){2,}', message: 'Leave a feature through @/ paths, not ../../.' },
  ),
}));

const webSharedBoundaries = {
  files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
  rules: restrict({
    regex: '^@/(features|app)(/|$)',
    message: 'components, lib and config serve the features and the app; they import neither.',
  }),
};

// Server: modules reach each other only through their services; a repository keeps to its own
// module. The access policy's query pieces are the exception by design: every query that checks
// who may act composes them, repositories and the message write included.
const policy = 'access/access\\.policy\\.js$';
const serverModuleBoundaries = folders('apps/server/src/modules/').map((module) => ({
  files: [`apps/server/src/modules/${module}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: restrict({
    regex: `^(\\.\\./(?!\\.\\./)|(\\.\\./){2,}modules/)(?!${module}/|${policy})[^/]+/(?![^/]+\\.service\\.js$)`,
    message: 'Another module is reached through its service (*.service.ts), never its repository.',
  }),
}));

const serverRepositoryBoundaries = {
  files: ['apps/server/src/modules/*/*.repository.ts'],
  rules: restrict({
    regex: `^(\\.\\./(?!\\.\\./)|(\\.\\./){2,}modules/)(?!${policy})[^/]+/`,
    message: 'A repository keeps to its own module: its service composes the others.',
  }),
};

// An event is announced only once its change has committed: `publish` is never called inside a
// transaction's callback, nor in a function handed the transaction (`trx`). On PostgreSQL an
// announcement made there went out before the commit, and even when the commit then failed.
const publishCall = "CallExpression[callee.name='publish']";
const afterCommit = [
  {
    selector: `CallExpression[callee.property.name='execute'][callee.object.callee.property.name='transaction'] ${publishCall}`,
    message: 'Publish after the transaction commits: return its events, then publish them.',
  },
  {
    selector: `:function:has(> Identifier[name='trx']) ${publishCall}`,
    message: 'A function handed the transaction records events; its caller publishes them.',
  },
];
// Live delivery of a conversation's events goes through `publish` (events.service), which waits
// for the commit to be on disk and applies the pairwise rule; nothing hands the bus one itself.
// The realtime module relays typing, which is never logged.
const busOwners = [
  'apps/server/src/modules/events/events.service.ts',
  'apps/server/src/modules/realtime/**',
];
const serverAnnouncesAfterCommit = [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', ...busOwners],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...afterCommit,
        {
          selector: "CallExpression[callee.property.name='publishToConversation']",
          message:
            "A conversation's events are announced by publish() (events.service), once committed.",
        },
      ],
    },
  },
  {
    files: busOwners,
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...afterCommit] },
  },
];

// No module imports, through any chain and types included, a module that imports it back
// (bulletproof-react's rule): a circle cannot be read, moved or tested one piece at a time.
const noImportCycles = {
  files: ['**/*.{ts,tsx}'],
  plugins: { hearth: { rules: { 'no-cycle': noCycle } } },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/external-module-folders': ['node_modules'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        noWarnOnMultipleProjects: true,
        project: [
          'apps/server/tsconfig.json',
          'apps/web/tsconfig.json',
          'packages/shared/tsconfig.json',
        ],
      }),
    ],
  },
  rules: { 'hearth/no-cycle': 'error' },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
      '**/*.config.*',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A forgotten await on a password check once let anyone log in to a peer's chat server.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...webFeatureBoundaries,
  webSharedBoundaries,
  ...serverModuleBoundaries,
  serverRepositoryBoundaries,
  ...serverAnnouncesAfterCommit,
  noImportCycles,
  ...translatedText,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
      },
    },
  },
);
