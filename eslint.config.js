import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/**
 * One lint setup for the monorepo. Besides the usual rules it enforces the boundaries of
 * docs/decisions/0025-enforced-boundaries.md: packages/shared imports nothing from the apps, a web
 * feature imports no other feature, the web's components/ and lib/ and the server's core import no
 * feature, the server's core and web layer import nothing above them, and no module takes part in
 * an import cycle. The boundaries are zones of resolved paths
 * (import-x/no-restricted-paths), so they hold however an import is spelled, and the feature lists
 * are read from the folders on disk.
 */
const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.join(repoRoot, 'apps/web/src');
const serverSrc = path.join(repoRoot, 'apps/server/src');

/** The folders directly under `dir`. */
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Web: every folder of features/ is a feature; routes/ composes them; app/ starts the app. */
const webFeatures = foldersIn(path.join(webSrc, 'features'));
const webFeatureZones = webFeatures
  .map((feature) => ({
    target: path.join(webSrc, 'features', feature),
    from: webFeatures
      .filter((other) => other !== feature)
      .map((other) => path.join(webSrc, 'features', other)),
    message:
      'Features do not import each other: compose them in a route (routes/), or move the shared part to components/ or lib/.',
  }))
  .filter((zone) => zone.from.length > 0);
const webZones = [
  ...webFeatureZones,
  {
    target: path.join(webSrc, 'features'),
    from: [path.join(webSrc, 'routes'), path.join(webSrc, 'app')],
    message: 'Features are composed by routes/ and app/, and do not import them.',
  },
  {
    target: [path.join(webSrc, 'components'), path.join(webSrc, 'lib')],
    from: [path.join(webSrc, 'features'), path.join(webSrc, 'routes'), path.join(webSrc, 'app')],
    message: 'components/ and lib/ serve every feature: they import no feature, route or app module.',
  },
];

/**
 * Server, in layers read from disk: the core is the infrastructure every feature uses; above it,
 * the request's vocabulary (`deps.ts`, the dependency bag's type, and `auth/viewer.ts`, who calls);
 * then the web layer (http/); then every feature folder, cli/, seed/ and the files that compose the
 * app (app.ts, bootstrap.ts, main.ts, open-coordination.ts). Each layer imports only from below
 * (docs/decisions/0026-the-server-core.md).
 */
const serverCore = ['config', 'core', 'crypto', 'db', 'jobs', 'redis', 'storage', 'time'];
const serverWeb = 'http';
/** What http/ may name above the core: types only, which import no feature's code. */
const requestVocabulary = ['deps.ts', 'auth/viewer.ts'];
for (const module of [...serverCore, serverWeb, ...requestVocabulary]) {
  if (!existsSync(path.join(serverSrc, module)))
    throw new Error(`eslint.config.js: no server module ${module}`);
}
const serverAbove = readdirSync(serverSrc)
  .filter((entry) => !serverCore.includes(entry) && entry !== serverWeb)
  .sort();

const serverZones = [
  {
    target: serverCore.map((folder) => path.join(serverSrc, folder)),
    from: [serverWeb, ...serverAbove].map((entry) => path.join(serverSrc, entry)),
    message:
      'The server core (config, core, crypto, db, jobs, redis, storage, time) imports nothing above it: pass what it needs in from the app (app.ts, bootstrap.ts).',
  },
  ...serverAbove
    .filter((entry) => !requestVocabulary.includes(entry))
    .map((entry) => ({
      target: path.join(serverSrc, serverWeb),
      from: path.join(serverSrc, entry),
      except: requestVocabulary
        .filter((module) => module.startsWith(`${entry}/`))
        .map((module) => `./${module.slice(entry.length + 1)}`),
      message:
        'http/ is the web layer under every feature: it may name the core, deps.ts and auth/viewer.ts, and no feature; let the app pass in what a feature decides.',
    })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/*.d.ts',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings from the parsed config (apps/server/src/config), not process.env.',
        },
      ],
    },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@aula/server', '@aula/web'],
              message: 'packages/shared imports nothing from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      // The web's `@/…` alias, read from its tsconfig so lint resolves what the compiler does.
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          tsconfig: { configFile: path.join(repoRoot, 'apps/web/tsconfig.json') },
        }),
      ],
    },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Where the environment is read on purpose: the config parser, the entry points, tests and tooling.
    files: [
      'apps/server/src/config/**',
      'apps/server/src/main.ts',
      'apps/server/src/cli/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/server/test/**',
      'e2e/**',
      'scripts/**',
      'bench/**',
      '*.config.ts',
      '*.config.js',
      'apps/*/*.config.ts',
      'apps/*/*.mjs',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Web tests run on one mock API and one render helper (apps/web/src/test/): none builds its
    // own query cache or router, or fakes the client instead of answering its requests.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='QueryClient']",
          message:
            'Use createTestQueryClient() or renderWithProviders (apps/web/src/test/render-with-providers.tsx).',
        },
        {
          selector: 'CallExpression[callee.name=/^create(Memory|Browser|Hash)Router$/]',
          message:
            'Open the screen with renderWithProviders({ path, route, user }) (apps/web/src/test/render-with-providers.tsx).',
        },
        {
          selector: 'JSXIdentifier[name=/^(MemoryRouter|BrowserRouter|RouterProvider|QueryClientProvider)$/]',
          message:
            'Open the screen with renderWithProviders({ path, route, user }) (apps/web/src/test/render-with-providers.tsx).',
        },
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='mock'][arguments.0.value=/api\\/client$/]",
          message:
            'Answer the requests from the mock API (apps/web/src/test/api-server.ts) instead of faking the client.',
        },
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='stubGlobal'][arguments.0.value='fetch']",
          message:
            'Answer the requests from the mock API (apps/web/src/test/api-server.ts) instead of replacing fetch.',
        },
      ],
    },
  },
);
