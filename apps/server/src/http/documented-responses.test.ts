import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { checkDocumentedResponses } from './documented-responses';
import { createRouter, errorResponse } from './router';

/** A one-route app whose GET /thing is documented as `{ name }` (200) and a 404, answering `body` with `status`. */
function appAnswering(body: unknown, status: number, contentType = 'application/json') {
  const app = createRouter();
  app.use('*', checkDocumentedResponses(app));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/thing',
      responses: {
        200: {
          description: 'ok',
          content: { 'application/json': { schema: z.object({ name: z.string() }) } },
        },
        404: errorResponse('no'),
      },
    }),
    () => new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } }) as never,
  );
  return app;
}

async function answer(body: unknown, status = 200, contentType?: string) {
  const response = await appAnswering(body, status, contentType).request('/thing');
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
}

describe('answers checked against their documentation', () => {
  it('let through a body its schema takes, and a documented refusal', async () => {
    expect(await answer({ name: 'Aula' })).toEqual({ status: 200, body: { name: 'Aula' } });
    const refusal = { message: 'No existe.', code: 'not_found' };
    expect(await answer(refusal, 404)).toEqual({ status: 404, body: refusal });
  });

  it('turn a body the schema refuses into a 500 that says where', async () => {
    const { status, body } = await answer({ name: 42 });
    expect(status).toBe(500);
    expect(body.code).toBe('undocumented_response');
    expect(body.message).toMatch(/at name/);
  });

  it('turn a field the schema does not name into a 500: parse would drop it, the client would not', async () => {
    const { status, body } = await answer({ name: 'Aula', passwordHash: 'x' });
    expect(status).toBe(500);
    expect(body.message).toMatch(/does not name/);
  });

  it('turn an undocumented success status or a non-JSON body into a 500', async () => {
    expect((await answer({ name: 'Aula' }, 201)).status).toBe(500);
    const notJson = await appAnswering({ name: 'Aula' }, 200, 'text/plain').request('/thing');
    expect(notJson.status).toBe(500);
  });

  it('hold a refusal the route does not list to the one error shape', async () => {
    expect((await answer({ message: 'Petición no válida.', code: 'validation_failed' }, 400)).status).toBe(
      400,
    );
    expect((await answer({ error: 'bad' }, 400)).status).toBe(500);
  });
});
