import { messages } from '@aula/shared';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/** The landing's JavaScript budget before any interaction, gzipped (issue 3). */
const BUDGET_BYTES = 150 * 1024;

const assetsDir = fileURLToPath(new URL('../../apps/web/dist/assets', import.meta.url));

/**
 * Code the landing must never download, recognised by strings that survive minification:
 * zod's type names and a react-hook-form option. Each must be found in some chunk of the build,
 * so that a library upgrade that drops the string fails here instead of passing silently.
 */
const FORBIDDEN_CODE = [
  { library: 'zod', marker: '$ZodType' },
  { library: 'react-hook-form', marker: 'shouldUnregister' },
];

/** The chunks of other screens' route modules (Vite names a chunk after its module). */
const OTHER_SCREENS = ['login-', 'register-', 'layout-', 'home-'];

function chunksContaining(marker: string) {
  return readdirSync(assetsDir).filter(
    (file) => file.endsWith('.js') && readFileSync(`${assetsDir}/${file}`, 'utf8').includes(marker),
  );
}

test('the landing loads less than 150 KB of gzipped JavaScript, and no form or dashboard code', async ({
  page,
}, testInfo) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: messages.publicSite.hero.title })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(
    [...scripts].map(async ([url, body]) => ({
      file: new URL(url).pathname.split('/').pop() ?? url,
      gzipBytes: gzipSync(await body, { level: 9 }).length,
    })),
  );
  const total = loaded.reduce((sum, script) => sum + script.gzipBytes, 0);
  const report = `Landing JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${loaded.length} files (budget ${BUDGET_BYTES / 1024} KB)`;
  console.log(
    [report, ...loaded.map((s) => `  ${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${s.file}`)].join(
      '\n',
    ),
  );
  testInfo.annotations.push({ type: 'landing-js-gzip', description: report });
  expect(total, report).toBeLessThan(BUDGET_BYTES);

  const files = loaded.map((script) => script.file);
  for (const { library, marker } of FORBIDDEN_CODE) {
    const chunks = chunksContaining(marker);
    expect(chunks, `the build still contains ${library}`).not.toHaveLength(0);
    expect(
      files.filter((file) => chunks.includes(file)),
      `the landing downloads ${library}`,
    ).toEqual([]);
  }
  expect(files.filter((file) => OTHER_SCREENS.some((prefix) => file.startsWith(prefix)))).toEqual([]);
});

test('scripts and styles travel compressed: Brotli when the browser accepts it, else gzip', async ({
  request,
}) => {
  // The entry chunk and the stylesheet that every page loads first, named in the built index.html.
  const index = readFileSync(`${assetsDir}/../index.html`, 'utf8');
  const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  expect(assets.filter((path) => path.endsWith('.js'))).not.toHaveLength(0);
  expect(assets.filter((path) => path.endsWith('.css'))).not.toHaveLength(0);

  for (const path of assets) {
    const original = readFileSync(`${assetsDir}/${path.split('/').pop()}`);
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await request.get(path, { headers: { 'accept-encoding': accepted } });
      expect(response.headers()['content-encoding'], path).toBe(encoding);
      expect(Number(response.headers()['content-length'])).toBeLessThan(original.length / 2);
      // Fewer bytes on the wire (Content-Length), and once decoded exactly the built file.
      expect((await response.body()).equals(original)).toBe(true);
    }
  }
});

/**
 * The scripts index.html names (the entry, the chunks it imports, the route-preload script),
 * and the chunks that script preloads at each address (apps/web/vite-route-preload.ts).
 */
function firstScreenScripts() {
  const index = readFileSync(`${assetsDir}/../index.html`, 'utf8');
  const initial = [...index.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const preloader = initial.find((file) => file.startsWith('route-preload-'));
  if (!preloader) throw new Error('index.html does not load the route-preload script');
  const source = readFileSync(`${assetsDir}/${preloader}`, 'utf8');
  const preloads = JSON.parse(/const chunks = (\{.*\});/.exec(source)![1]!) as Record<string, string[]>;
  return { initial, preloads };
}

/**
 * Lighthouse's phone fetches six files at a time: a first screen split into many small files
 * waits on round trips (the landing had 16 scripts and /login 25).
 */
const MAX_SCRIPTS: Record<string, number> = { '/': 12, '/login': 8 };

test('a first screen loads the scripts index.html and its preload list name, and no others', async ({
  page,
}) => {
  const { initial, preloads } = firstScreenScripts();
  expect(Object.keys(preloads)).toEqual(expect.arrayContaining(Object.keys(MAX_SCRIPTS)));
  // With a route set, Chromium bypasses its cache: each address requests every script it runs.
  await page.route('**/*', (route) => route.continue());
  let scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.split('/').pop()!);
  });

  for (const [path, chunks] of Object.entries(preloads)) {
    scripts = new Set();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const expected = new Set([...initial, ...chunks.map((href) => href.split('/').pop()!)]);
    expect(scripts, `the scripts of ${path}`).toEqual(expected);
    if (MAX_SCRIPTS[path])
      expect(scripts.size, `the scripts of ${path}`).toBeLessThanOrEqual(MAX_SCRIPTS[path]);
  }
});
