import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../storage/storage';
import { createLocalStorage } from '../storage/local-storage';
import { z } from 'zod';
import { bodyOf, refusalOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueJob } from '../jobs/job-queue';
import { healthSchema } from './routes';

/** What this test reads of the OpenAPI document: its version and its paths. */
const openApiDocumentSchema = z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });

let app: TestApp;
let storageDown = false;

beforeAll(async () => {
  app = await createTestApp({
    storage: (dataDir) => {
      const local = createLocalStorage(`${dataDir}/storage`);
      const flaky: Storage = {
        ...local,
        check: async () => {
          if (storageDown) throw new Error('storage unreachable');
          await local.check();
        },
      };
      return flaky;
    },
  });
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('reports ok when the database and storage answer', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await bodyOf(response, healthSchema)).toEqual({
      status: 'ok',
      db: 'ok',
      storage: 'ok',
      redis: 'off',
      jobs: 'ok',
    });
  });

  it('answers 503 naming the part that is down', async () => {
    storageDown = true;
    try {
      const response = await app.request('/api/health');
      expect(response.status).toBe(503);
      expect(await bodyOf(response, healthSchema)).toEqual({
        status: 'down',
        db: 'ok',
        storage: 'down',
        redis: 'off',
        jobs: 'ok',
      });
    } finally {
      storageDown = false;
    }
  });
});

describe('API conventions', () => {
  it('answers unknown API paths with a Spanish JSON 404', async () => {
    const response = await app.request('/api/no-existe');
    expect(response.status).toBe(404);
    expect(await refusalOf(response)).toMatchObject({ code: 'not_found' });
  });

  it('tags every response with a request id', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('x-request-id')).toMatch(/\S{8,}/);
  });

  it('documents every route in an OpenAPI 3.1 document with a reference page', async () => {
    const doc = await bodyOf(await app.request('/api/openapi.json'), openApiDocumentSchema);
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/health',
      '/api/auth/sign-up',
      '/api/auth/sign-in',
      '/api/auth/refresh',
      '/api/auth/sign-out',
      '/api/auth/me',
      '/api/reference/industries',
      '/api/reference/industries/{id}/specialties',
      '/api/reference/countries',
      '/api/files/{key}',
    ]) {
      expect(paths).toContain(path);
    }
    const docs = await app.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui-bundle.js');
    expect(await (await app.request('/api/docs/assets/init.js')).text()).toContain('/api/openapi.json');
    const bundle = await app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP that blocks inline script and framing, and nosniff, on every response', async () => {
    for (const path of ['/api/health', '/api/no-existe']) {
      const response = await app.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('the job queue in GET /api/health', () => {
  const lagAlertMs = 300_000;
  const health = async () => bodyOf(await app.request('/api/health'), healthSchema);
  const enqueueDue = (agoMs: number) =>
    enqueueJob(
      app.deps.db.kysely,
      { kind: 'test.health', payload: {}, runAt: new Date(Date.now() - agoMs) },
      new Date(Date.now() - agoMs),
    );

  it('says lagging once a due job has waited past the alert, without taking the service down', async () => {
    await enqueueDue(lagAlertMs - 60_000);
    expect(await health()).toMatchObject({ status: 'ok', jobs: 'ok' });

    await enqueueDue(lagAlertMs + 1000);
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await bodyOf(response, healthSchema)).toMatchObject({ status: 'ok', jobs: 'lagging' });

    // Once the waiting jobs have run, the queue is healthy again.
    await app.deps.db.kysely
      .updateTable('Jobs')
      .set({ state: 'succeeded' })
      .where('kind', '=', 'test.health')
      .execute();
    expect(await health()).toMatchObject({ jobs: 'ok' });
  });
});
