import { UPLOADS_PATH } from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyOf } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { createUpload, uploadIdOf, uploadMetadata } from '../upload-factory';
import { ROUTES, send, type Call } from './route-table';
import { buildWorld, expectSpanishError, fingerprint, type Caller, type World } from './security-fixtures';

/**
 * Issue 8, security suite: every POST, PUT and PATCH route of the API fed what a form never sends.
 * A handful of shapes per route, each built from the route's valid request: the body missing,
 * of the wrong kind, with wrong types, nulls or 1 MB strings, unparseable, and each text field
 * in turn carrying SQL or template injection, unicode or a NUL byte. Malformed requests get a
 * 4xx with a message from the Spanish catalogue and change nothing; hostile text is either
 * refused the same way or stored as the plain text it is. Nothing answers 5xx.
 */
let app: TestApp;
let world: World;
let openApi: z.output<typeof openApiSchema>;

/**
 * The part of the OpenAPI document this suite reads. The document is served outside the routes it
 * describes, so no route declares a schema for it: this one checks what the suite relies on.
 */
const openApiSchema = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
        requestBody: z
          .object({
            content: z.record(
              z.string(),
              z.object({ schema: z.object({ required: z.array(z.string()).optional() }) }),
            ),
          })
          .optional(),
      }),
    ),
  ),
});

beforeAll(async () => {
  app = await createTestApp();
  world = await buildWorld(app);
  openApi = await bodyOf(await app.request('/api/openapi.json'), openApiSchema);
}, 120_000);
afterAll(() => app.close());

const operationOf = (route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  return openApi.paths[path]![method.toLowerCase()]!;
};

/** Whether the document says the body has fields that must be there. */
const requiresFields = (route: string) =>
  Object.values(operationOf(route).requestBody?.content ?? {}).some(
    (content) => (content.schema.required ?? []).length > 0,
  );

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

const MB = 'm'.repeat(1024 * 1024);
// SQL, three template languages, accents, an emoji, a right-to-left override and CJK.
const INJECTION = `' OR 1=1 -- {{7*7}} \${7*7} <%= 7*7 %> Ñandú 🩺 \u202e 测试`;
const NUL = 'texto\u0000con un NUL';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mapLeaves(value: Json, change: (leaf: Exclude<Json, Json[] | object>) => Json): Json {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, change));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapLeaves(item, change)]));
  return change(value);
}

/** The text fields of a body: where a person types, so where hostile text would arrive. */
function textLeaves(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => textLeaves(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textLeaves(item, [...path, key]));
  return typeof value === 'string' && !UUID.test(value) ? [path] : [];
}

function withLeaf(value: Json, path: Path, leaf: Json): Json {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  copy[head!] = withLeaf(copy[head!]!, rest, leaf);
  return copy as Json;
}

const wrongType = (leaf: Json): Json =>
  typeof leaf === 'string' ? 12345 : typeof leaf === 'number' ? 'doce' : typeof leaf === 'boolean' ? 'sí' : 7;

/** Who sends a route's requests here: someone it lets through, so that only the input can be wrong. */
function callerOf(route: string): Caller {
  const allow = ROUTES[route]!.allow;
  return allow.includes('anonymous') ? 'anonymous' : allow.find((caller) => caller !== 'forged')!;
}

async function buildCall(route: string): Promise<Call> {
  const rule = ROUTES[route]!;
  return rule.call
    ? rule.call({ world, caller: callerOf(route), allowed: true })
    : { path: route.split(' ')[1]! };
}

/** A change to a valid request, and whether what results is malformed (rather than merely hostile). */
interface Variant {
  name: string;
  malformed: boolean;
  change: (call: Call) => Call;
}

const rawJson = (call: Call, text: string): Call => ({
  ...call,
  json: undefined,
  form: undefined,
  body: new TextEncoder().encode(text),
  headers: { ...call.headers, 'content-type': 'application/json' },
});

function jsonVariants(valid: Json, fieldsRequired: boolean): Variant[] {
  const whole = (name: string, body: Json, malformed = true): Variant => ({
    name,
    malformed,
    change: (call) => ({ ...call, json: body }),
  });
  return [
    whole('no fields', {}, fieldsRequired),
    whole('a null body', null),
    whole('an array body', []),
    whole('a text body', 'texto'),
    whole('wrong types', mapLeaves(valid, wrongType)),
    whole(
      'nulls',
      mapLeaves(valid, () => null),
    ),
    { name: 'unparseable JSON', malformed: true, change: (call) => rawJson(call, '{"campo": ') },
    {
      name: 'a form instead of JSON',
      malformed: true,
      change: (call) => ({
        ...call,
        json: undefined,
        body: new TextEncoder().encode('campo=valor'),
        headers: { ...call.headers, 'content-type': 'application/x-www-form-urlencoded' },
      }),
    },
    ...textLeaves(valid).flatMap((path): Variant[] => [
      {
        name: `1 MB in ${path.join('.')}`,
        malformed: true,
        change: (call) => ({ ...call, json: withLeaf(call.json as Json, path, MB) }),
      },
      {
        name: `injection in ${path.join('.')}`,
        malformed: false,
        change: (call) => ({ ...call, json: withLeaf(call.json as Json, path, INJECTION) }),
      },
      {
        name: `a NUL byte in ${path.join('.')}`,
        malformed: false,
        change: (call) => ({ ...call, json: withLeaf(call.json as Json, path, NUL) }),
      },
    ]),
  ];
}

function formWith(form: FormData, name: string, value: string): FormData {
  const copy = new FormData();
  for (const [key, item] of form.entries()) copy.append(key, key === name ? value : item);
  return copy;
}

function formVariants(valid: FormData): Variant[] {
  const names = [...valid.keys()];
  return [
    { name: 'no fields', malformed: true, change: (call) => ({ ...call, form: new FormData() }) },
    {
      name: 'JSON instead of a form',
      malformed: true,
      change: (call) => ({ ...call, form: undefined, json: {} }),
    },
    {
      name: 'a broken multipart body',
      malformed: true,
      change: (call) => ({
        ...call,
        form: undefined,
        body: new TextEncoder().encode('--límite\r\nsin cabeceras'),
        headers: { ...call.headers, 'content-type': 'multipart/form-data; boundary=otro' },
      }),
    },
    ...names.flatMap((name): Variant[] => [
      {
        name: `1 MB in ${name}`,
        malformed: true,
        change: (call) => ({ ...call, form: formWith(call.form!, name, MB) }),
      },
      {
        name: `injection in ${name}`,
        malformed: false,
        change: (call) => ({ ...call, form: formWith(call.form!, name, INJECTION) }),
      },
      {
        name: `a NUL byte in ${name}`,
        malformed: false,
        change: (call) => ({ ...call, form: formWith(call.form!, name, NUL) }),
      },
    ]),
  ];
}

/** Requests that take no body get junk anyway: it must be ignored or refused, never a crash. */
const junkVariants: Variant[] = [
  { name: 'a null body', malformed: false, change: (call) => ({ ...call, json: null }) },
  { name: 'unparseable JSON', malformed: false, change: (call) => rawJson(call, '{"campo": ') },
  { name: '1 MB of JSON', malformed: false, change: (call) => ({ ...call, json: { campo: MB } }) },
];

/** Whether the hostile text landed, as written, in some row: stored as data, never evaluated. */
async function storedVerbatim(marker: string): Promise<boolean> {
  const db = app.deps.db.kysely;
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(db);
  for (const { table_name } of tables) {
    const { rows } = await sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM ${sql.table(table_name)} t WHERE strpos(t::text, ${marker}) > 0) AS found`.execute(
      db,
    );
    if (rows[0]?.found) return true;
  }
  return false;
}

const WRITE_ROUTES = Object.keys(ROUTES).filter(
  (route) => /^(POST|PUT|PATCH) /.test(route) && !route.includes(UPLOADS_PATH),
);

describe('malformed and hostile input on every POST, PUT and PATCH route', () => {
  it.each(WRITE_ROUTES)('%s', async (route) => {
    const method = route.split(' ')[0]!;
    const caller = callerOf(route);
    const valid = await buildCall(route);
    const variants =
      valid.json !== undefined
        ? jsonVariants(valid.json as Json, requiresFields(route))
        : valid.form
          ? formVariants(valid.form)
          : junkVariants;

    // Malformed requests are all refused before anything is written: one valid request serves them all.
    const before = await fingerprint(app);
    for (const variant of variants.filter((v) => v.malformed)) {
      const what = `${route} with ${variant.name}`;
      const response = await send(world, caller, method, variant.change(valid));
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      await expectSpanishError(response, what);
    }
    expect(await fingerprint(app), `${route}: malformed requests changed nothing`).toEqual(before);

    // Hostile text may be accepted, which uses the request up (an upload, an order): a new one then.
    let spare: Call | undefined = valid;
    for (const variant of variants.filter((v) => !v.malformed)) {
      const what = `${route} with ${variant.name}`;
      const call: Call = spare ?? (await buildCall(route));
      const response = await send(world, caller, method, variant.change(call));
      expect(response.status, `${what}: never a server error`).toBeLessThan(500);
      if (response.status >= 400) {
        await expectSpanishError(response, what);
        spare = call;
        continue;
      }
      spare = undefined;
      const text = await response.text();
      if (variant.name.startsWith('injection')) {
        // Neither the database nor a template ran it: it is kept, or answered, exactly as typed.
        expect(text.includes('{{7*7}}') || (await storedVerbatim('{{7*7}}')), `${what}: kept as typed`).toBe(
          true,
        );
      }
    }
  });
});

describe('malformed resumable uploads', () => {
  const tus = { 'tus-resumable': '1.0.0' };
  const start = (headers: Record<string, string>) =>
    app.request(UPLOADS_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.people.instructor.token}`, ...headers },
    });

  it.each([
    ['no protocol version', { 'upload-length': '100', 'upload-metadata': uploadMetadata('thumbnail') }],
    ['no length', { ...tus, 'upload-metadata': uploadMetadata('thumbnail') }],
    [
      'a length that is not a number',
      { ...tus, 'upload-length': 'cien', 'upload-metadata': uploadMetadata('thumbnail') },
    ],
    ['a negative length', { ...tus, 'upload-length': '-1', 'upload-metadata': uploadMetadata('thumbnail') }],
    ['an absurd length', { ...tus, 'upload-length': '1e30', 'upload-metadata': uploadMetadata('thumbnail') }],
    ['no metadata', { ...tus, 'upload-length': '100' }],
    [
      'metadata that is not base64',
      { ...tus, 'upload-length': '100', 'upload-metadata': 'kind %%%,filename ***' },
    ],
    [
      'an unknown kind',
      { ...tus, 'upload-length': '100', 'upload-metadata': uploadMetadata('../../etc/passwd') },
    ],
    ['an injected kind', { ...tus, 'upload-length': '100', 'upload-metadata': uploadMetadata(INJECTION) }],
  ])('refuses a start with %s, in Spanish', async (what, headers) => {
    const before = await fingerprint(app);
    const response = await start(headers as Record<string, string>);
    expect(response.status, what).toBeGreaterThanOrEqual(400);
    expect(response.status, what).toBeLessThan(500);
    await expectSpanishError(response, what);
    expect(await fingerprint(app), what).toEqual(before);
  });

  it.each([
    ['a NUL byte', NUL],
    ['injection', INJECTION],
    ['a climbing path', '../../../../etc/passwd'],
    ['1 MB', MB],
  ])(
    'takes a file name with %s as the text it is, or refuses it, never a server error',
    async (what, filename) => {
      const response = await start({
        ...tus,
        'upload-length': '100',
        'upload-metadata': uploadMetadata('thumbnail', filename),
      });
      expect(response.status, what).toBeLessThan(500);
      if (response.status >= 400) await expectSpanishError(response, what);
      else expect(response.status, what).toBe(201);
    },
  );

  it('refuses chunks at the wrong offset, of the wrong type or past the declared length', async () => {
    const token = world.people.instructor.token;
    const id = uploadIdOf(await createUpload(app, token, 'thumbnail', 10));
    const chunk = (headers: Record<string, string>, body: Uint8Array) =>
      app.request(`${UPLOADS_PATH}/${id}`, {
        method: 'PATCH',
        headers: { ...tus, authorization: `Bearer ${token}`, ...headers },
        body,
      });
    const octets = { 'content-type': 'application/offset+octet-stream' };
    for (const [what, headers, body] of [
      ['a wrong offset', { ...octets, 'upload-offset': '5' }, new Uint8Array(5)],
      ['an offset that is not a number', { ...octets, 'upload-offset': 'cero' }, new Uint8Array(5)],
      [
        'JSON instead of bytes',
        { 'content-type': 'application/json', 'upload-offset': '0' },
        new Uint8Array(5),
      ],
      ['more bytes than declared', { ...octets, 'upload-offset': '0' }, new Uint8Array(11)],
    ] as const) {
      const response = await chunk(headers, body);
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      await expectSpanishError(response, what);
    }
  });
});

describe('malformed path and query parameters', () => {
  // As they appear in a URL: escaped, and one that tries to climb out of its folder.
  const ids = [`' OR 1=1 --`, '{{7*7}}', '${7*7}', 'ñ'.repeat(300)].map(encodeURIComponent);
  ids.push('..%2F..%2Fetc%2Fpasswd');

  it.each(Object.keys(ROUTES).filter((route) => route.includes('{')))('%s', async (route) => {
    const [method, template] = route.split(' ') as [string, string];
    const caller = callerOf(route);
    for (const id of ids) {
      const path = template.replace(/\{\w+\}/g, id);
      const what = `${route} with ${id.slice(0, 24)}`;
      const response = await send(world, caller, method, {
        path,
        ...(method === 'GET' || method === 'HEAD' || method === 'DELETE' ? {} : { json: {} }),
      });
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      if (method !== 'HEAD') await expectSpanishError(response, what);
    }
  });

  const GET_WITH_QUERY = Object.keys(ROUTES).filter(
    (route) => route.startsWith('GET ') && route !== 'GET /api/files/{key}',
  );

  it.each(GET_WITH_QUERY)('%s with hostile query parameters', async (route) => {
    const names = (operationOf(route).parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const caller = callerOf(route);
    const { path } = await buildCall(route);
    // One parameter at a time, the others left out: each must reach its own check.
    for (const name of names) {
      for (const value of [INJECTION, NUL, '-1', '1e400', '99999999999999999999', 'x'.repeat(5000)]) {
        const what = `${route} with ${name}=${JSON.stringify(value.slice(0, 16))}`;
        const response = await send(world, caller, 'GET', {
          path: `${path}?${name}=${encodeURIComponent(value)}`,
        });
        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400) await expectSpanishError(response, what);
        else await response.arrayBuffer();
      }
    }
  });
});
