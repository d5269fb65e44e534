import { dirname, resolve } from 'node:path';
import type { Rollup } from 'vite';

/** A package's name, for a module inside node_modules. */
function packageOf(id: string) {
  return /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
}

/** A module's path inside apps/web/src, for the app's own modules. */
function sourceOf(id: string) {
  return /\/apps\/web\/src\/(.+)$/.exec(id)?.[1];
}

/**
 * The code every screen runs first, with Rollup's helpers for CommonJS modules (React is one):
 * it changes only when these libraries are upgraded, so browsers keep it across releases.
 */
const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'scheduler', 'react-router'];
const COMMONJS_HELPERS = '\0commonjsHelpers.js';

/**
 * What the screens that talk to the API share (sign-in, registration and the dashboard, all
 * under routes/app-layout.tsx): the query cache, the toasts, the form library and the form
 * fields. A public page that imported one of these would download the whole group, and the
 * landing's bundle-size test would catch react-hook-form.
 */
const API_SCREENS_PACKAGES = [
  '@tanstack/query-core',
  '@tanstack/react-query',
  'sonner',
  'react-hook-form',
  '@hookform/resolvers',
];
const FORM_FIELDS = [
  'checkbox',
  'combobox',
  'form-alert',
  'form-field',
  'input',
  'label',
  'native-select',
  'password-input',
  'textarea',
];
const API_SCREENS_SOURCES = [
  'app/query-client.ts',
  'lib/session/enrollment-refusal.ts',
  'routes/app-layout.tsx',
  'routes/session-guards.tsx',
  ...FORM_FIELDS.map((field) => `components/ui/${field}.tsx`),
];

/**
 * Strings of the shared package that only the API screens use, and more than one of them: the
 * second factor's are shown by sign-in's second step and by the dashboard's setup.
 */
const API_SCREENS_SHARED = ['/packages/shared/src/messages/mfa.ts'];

/** The icons' shared code, which every icon needs, and the icons themselves. */
const ICON_RUNTIME = /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/;
const ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\//;

/** The sources of what a signed-out visitor sees, and of the components every screen shares. */
function isVisitorSource(source: string) {
  if (source.startsWith('components/')) return !source.startsWith('components/layout/');
  return [
    'routes/public/',
    'routes/login.tsx',
    'routes/register.tsx',
    'features/public-site/',
    'features/auth/',
    'features/registration/',
  ].some((prefix) => source.startsWith(prefix));
}

/**
 * The icon modules the visitor's screens import. Their sources import icons by name from
 * lucide-react's index, which re-exports each icon from its own module: the names are read
 * from the sources' import declarations, the modules from the index's re-exports.
 */
function visitorIcons({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Set<string> {
  const names = new Set<string>();
  let iconIndex: string | undefined;
  for (const id of getModuleIds()) {
    const source = sourceOf(id);
    if (!source || !isVisitorSource(source)) continue;
    const info = getModuleInfo(id);
    for (const node of info?.ast?.body ?? []) {
      if (node.type !== 'ImportDeclaration' || node.source.value !== 'lucide-react') continue;
      for (const specifier of node.specifiers) {
        if (specifier.type !== 'ImportSpecifier') continue;
        const { imported } = specifier;
        names.add(imported.type === 'Identifier' ? imported.name : String(imported.value));
      }
    }
    iconIndex ??= info?.importedIds.find((imported) => packageOf(imported) === 'lucide-react');
  }
  const reExports = iconIndex ? (getModuleInfo(iconIndex)?.exportedBindings ?? {}) : {};
  return new Set(
    Object.entries(reExports)
      .filter(([, exported]) => exported.some((name) => names.has(name)))
      .map(([source]) => resolve(dirname(iconIndex!), source)),
  );
}

/**
 * How the build groups modules into chunks (output.manualChunks; with
 * onlyExplicitManualChunks a group holds just the modules named here, and Rollup places
 * everything else as usual, by the screens that use it).
 *
 * Left alone, Rollup gives every module shared by a different set of screens a chunk of its
 * own: the landing needed 15 files after the entry and /login 24, most under 2 KB, each a
 * round trip on a phone's connection (six at a time over HTTP/1.1). The groups below bring
 * that to about 6 and 3 while sending each screen little it does not run: zod goes only to
 * forms, and the sign-in form loads it once used (lib/forms/lazy-resolver.ts); the icons of
 * the visitor's screens are one file (all of the app's icons, 9 KB gzipped, would push the
 * landing over its budget), the dashboard's other icons stay with the dashboard.
 */
export function manualChunks(): Rollup.GetManualChunk {
  let visitorIconIds: Set<string> | undefined;
  return (id, meta) => {
    const name = packageOf(id);
    const source = sourceOf(id);
    if (id === COMMONJS_HELPERS || (name && FRAMEWORK_PACKAGES.includes(name))) return 'framework';
    if (
      (name && API_SCREENS_PACKAGES.includes(name)) ||
      (source && API_SCREENS_SOURCES.includes(source)) ||
      API_SCREENS_SHARED.some((shared) => id.endsWith(shared))
    )
      return 'app';
    if (name === 'zod') return 'zod';
    if (ICON_RUNTIME.test(id)) return 'icons';
    if (ICON.test(id)) {
      visitorIconIds ??= visitorIcons(meta);
      if (visitorIconIds.has(id)) return 'icons';
    }
    return undefined;
  };
}
