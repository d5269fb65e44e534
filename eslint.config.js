import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One lint setup for the monorepo. Besides the usual rules it enforces DESIGN.md's boundaries:
 * packages/shared imports nothing from the apps, web features do not import each other,
 * and no module takes part in an import cycle.
 */
const webFeatures = [
  'auth',
  'cart',
  'certificates',
  'comments',
  'courses',
  'dashboard',
  'learning',
  'notifications',
  'orders',
  'people',
  'profile',
  'public-site',
  'registration',
  'security-log',
  'settings',
  'students',
  'users',
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
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`]),
              message:
                'Features do not import each other: compose them in a route, or move the shared part to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
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
