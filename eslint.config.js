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
 * feature, and no module takes part in an import cycle. The boundaries are zones of resolved paths
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
 * Server: the core is the infrastructure every feature uses. Everything else under src (each
 * feature folder, cli/, seed/, and the files that compose the app: app.ts, bootstrap.ts, main.ts)
 * is read from disk and is above the core.
 */
const serverCore = ['config', 'core', 'crypto', 'db', 'http', 'redis', 'storage', 'time'];
for (const folder of serverCore) {
  if (!existsSync(path.join(serverSrc, folder)))
    throw new Error(`eslint.config.js: no server core folder ${folder}`);
}
const serverAbove = readdirSync(serverSrc)
  .filter((entry) => !serverCore.includes(entry))
  .sort();

/**
 * The core's upward imports that remain, each file with the modules it may still import (paths
 * under apps/server/src). The restructuring of the server core removes them; add none.
 */
const serverCoreAllowList = {
  // The request context's types name the services built at start-up, several of which are
  // defined by the features that own them; they move to the core with the restructuring.
  'http/app-env.ts': [
    'auth/auth-context.ts',
    'auth/rate-limiter.ts',
    'notifications/notification-bus.ts',
    'notifications/notification-stream-registry.ts',
    'uploads/upload-staging.ts',
  ],
  // The choice between one process and several (REDIS_URL) builds the rate limiter and the
  // notification bus, whose in-memory and Redis implementations live in their features.
  'redis/open-coordination.ts': [
    'auth/rate-limiter.ts',
    'auth/redis-rate-limiter.ts',
    'notifications/memory-notification-bus.ts',
    'notifications/notification-bus.ts',
    'notifications/redis-notification-bus.ts',
  ],
  // Every 403 is written to the security log where errors become responses; the handler should
  // receive the recorder from the app that composes it instead.
  'http/error-handler.ts': ['security-log/record-security-event.ts'],
  // Whether a media link's viewer may still read the file is a course rule (enrolled, or manages
  // the course), asked of auth/permissions; it belongs with the courses, not the storage.
  'storage/media-access.ts': ['auth/permissions.ts'],
};
for (const [file, allowed] of Object.entries(serverCoreAllowList)) {
  for (const module of [file, ...allowed]) {
    if (!existsSync(path.join(serverSrc, module))) {
      throw new Error(`eslint.config.js: serverCoreAllowList names ${module}, which does not exist`);
    }
  }
}

/** The core's zones; `allowed` lists the modules (under src) an allow-listed file may still import. */
const serverZones = (allowed = []) =>
  serverAbove.map((above) => ({
    target: serverCore.map((folder) => path.join(serverSrc, folder)),
    from: path.join(serverSrc, above),
    except: allowed
      .filter((module) => module.startsWith(`${above}/`))
      .map((module) => `./${module.slice(above.length + 1)}`),
    message:
      'The server core (config, core, crypto, db, http, redis, storage, time) imports no feature: pass what it needs in from the app (app.ts, bootstrap.ts).',
  }));

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
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones()] }] },
  },
  ...Object.entries(serverCoreAllowList).map(([file, allowed]) => ({
    files: [`apps/server/src/${file}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones(allowed) }] },
  })),
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
);
