import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { AppEnv } from './app-env';
import { apiErrorSchema } from './router';

type ResponseSchemas = Map<number, z.ZodType | undefined>;

/**
 * What any route may answer without listing it: a body past the limits (413), a database that
 * cannot be reached (503) and an unexpected error (500), all in the one error shape; a 500 also
 * carries the request id the log line has (http/error-handler.ts).
 */
const ANY_ROUTE: ResponseSchemas = new Map<number, z.ZodType>([
  [413, apiErrorSchema],
  [500, apiErrorSchema.extend({ requestId: z.string() })],
  [503, apiErrorSchema],
]);

/**
 * In tests and development, every answer of a documented route is read back through the schema
 * its OpenAPI description gives for that status: a body the schema refuses, a field it does not
 * name (which `parse` would silently drop, and a client would silently receive) or a success
 * status the route does not document turns the answer into a 500 `undocumented_response` naming
 * the difference, so the test that made the request fails. Production skips the check: it costs a
 * parse per answer and proves nothing the tests have not.
 */
export function checkDocumentedResponses(app: OpenAPIHono<AppEnv>): MiddlewareHandler<AppEnv> {
  let documented: Map<string, ResponseSchemas> | undefined;
  return async (c, next) => {
    await next();
    documented ??= documentedRoutes(app);
    const route = documented.get(`${c.req.method} ${openApiPath(routePath(c, c.req.routeIndex))}`);
    if (!route) return;
    const problem = await mismatch(route, c.res);
    if (!problem) return;
    c.var.log?.error({ problem, method: c.req.method, path: c.req.path }, 'undocumented response');
    c.res = undefined;
    c.res = c.json({ message: problem, code: 'undocumented_response' }, 500);
  };
}

/** What is wrong with `response` for a route documented with `schemas`, if anything. */
async function mismatch(schemas: ResponseSchemas, response: Response): Promise<string | undefined> {
  // A refusal a route does not list yet (a 400 for a malformed id, a 422 of a body) is held to the
  // one error shape; listing each in OpenAPI is what remains to do.
  const schema = schemas.has(response.status)
    ? schemas.get(response.status)
    : (ANY_ROUTE.get(response.status) ?? (response.status >= 400 ? apiErrorSchema : undefined));
  if (!schemas.has(response.status) && !schema) return `the status ${response.status} is not documented`;
  if (!schema) return undefined;
  if (!response.headers.get('content-type')?.includes('application/json')) {
    return `a ${response.status} is documented as JSON`;
  }
  const body: unknown = await response.clone().json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `the ${response.status} body does not match its schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`;
  }
  if (!isDeepStrictEqual(parsed.data, body)) {
    return `the ${response.status} body carries what its schema does not name`;
  }
  return undefined;
}

/** Each documented route ('GET /api/courses/{id}') with its JSON schema per status (none: not JSON). */
function documentedRoutes(app: OpenAPIHono<AppEnv>): Map<string, ResponseSchemas> {
  const routes = new Map<string, ResponseSchemas>();
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path, responses } = definition.route;
    const schemas: ResponseSchemas = new Map();
    for (const [status, response] of Object.entries(responses)) {
      const content = 'content' in response ? response.content : undefined;
      const json = content?.['application/json'];
      const schema = json && 'schema' in json ? json.schema : undefined;
      schemas.set(Number(status), isZod(schema) ? schema : undefined);
    }
    routes.set(`${method.toUpperCase()} ${path}`, schemas);
  }
  return routes;
}

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && 'safeParse' in schema;

/** Hono's '/api/courses/:id' as OpenAPI writes it, '/api/courses/{id}'. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
