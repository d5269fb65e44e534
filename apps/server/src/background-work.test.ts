import { scheduledTaskMessages } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { backgroundWork } from './background-work';
import { outboxTransport } from './mail/mail-transport';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('background work', () => {
  it("names every kind of job in Spanish, so 'Tareas programadas' never shows a bare code", () => {
    const { definitions, recurring } = backgroundWork(app.deps, outboxTransport('/nonexistent'));
    const kinds = [
      ...definitions.map((job) => job.kind),
      ...recurring.map((schedule) => schedule.job(new Date()).kind),
    ];
    const unnamed = kinds.filter((kind) => !(kind in scheduledTaskMessages.kinds));
    expect(kinds.length).toBeGreaterThan(0);
    expect(unnamed).toEqual([]);
  });
});
