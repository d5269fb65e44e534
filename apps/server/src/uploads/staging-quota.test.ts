import { LESSON_VIDEO_MAX_BYTES, messages, ROLE_CODES, UPLOADS_PATH } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, refusalOf, signedInPerson } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUpload, uploadIdOf } from '../../test/upload-factory';
import { UPLOAD_EXPIRATION_MS } from './upload-staging';

/**
 * Staged uploads cost storage and rows until a course save claims them or they expire: one
 * account may hold only so many at once (docs/decisions/0017). On the default limits.
 */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const instructor = () => signedInPerson(app, ROLE_CODES.instructor);

const cancel = (person: Person, id: string) =>
  app.request(`${UPLOADS_PATH}/${id}`, {
    method: 'DELETE',
    headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${person.token}` },
  });

async function expectRefused(response: Response, message: string) {
  expect(response.status).toBe(403);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await refusalOf(response)).toEqual({ code: 'forbidden', message });
}

async function stagedOf(person: Person) {
  const rows = await app.deps.db.kysely.selectFrom('Staged_Uploads').select('metadata').execute();
  return rows.filter((row) => (row.metadata as Record<string, string>).owner === person.profileId).length;
}

describe('staged uploads per account', () => {
  it('are refused past the number an account may hold, until one is cancelled or expires', async () => {
    const max = app.deps.config.env.UPLOAD_STAGED_PER_ACCOUNT;
    expect(max).toBe(50);
    const [ana, beto] = await Promise.all([instructor(), instructor()]);

    const ids: string[] = [];
    for (let started = 0; started < max; started += 1) {
      const created = await createUpload(app, ana.token, 'thumbnail', 1000);
      expect(created.status).toBe(201);
      ids.push(uploadIdOf(created));
    }
    await expectRefused(
      await createUpload(app, ana.token, 'thumbnail', 1000),
      messages.uploads.tooManyStaged(max),
    );
    expect(await stagedOf(ana)).toBe(max);
    // Another account is not held back by hers.
    expect((await createUpload(app, beto.token, 'thumbnail', 1000)).status).toBe(201);

    expect((await cancel(ana, ids[0]!)).status).toBe(204);
    expect((await createUpload(app, ana.token, 'thumbnail', 1000)).status).toBe(201);

    // An expired upload no longer counts, even before it is swept away.
    await app.deps.db.kysely
      .updateTable('Staged_Uploads')
      .set({ created_at: new Date(Date.now() - UPLOAD_EXPIRATION_MS - 60_000) })
      .where('id_staged_upload', '=', ids[1]!)
      .execute();
    expect((await createUpload(app, ana.token, 'thumbnail', 1000)).status).toBe(201);
    await expectRefused(
      await createUpload(app, ana.token, 'thumbnail', 1000),
      messages.uploads.tooManyStaged(max),
    );
  });

  it('are refused once their declared sizes together would pass the account’s total', async () => {
    const megabytes = app.deps.config.env.UPLOAD_STAGED_MB_PER_ACCOUNT;
    expect(megabytes).toBe(5120);
    const carla = await instructor();
    // Full-size lesson videos, declared and not sent: the total counts what was declared.
    const fitting = Math.floor((megabytes * 1024 * 1024) / LESSON_VIDEO_MAX_BYTES);
    for (let started = 0; started < fitting; started += 1) {
      expect((await createUpload(app, carla.token, 'lessonVideo', LESSON_VIDEO_MAX_BYTES)).status).toBe(201);
    }
    await expectRefused(
      await createUpload(app, carla.token, 'lessonVideo', LESSON_VIDEO_MAX_BYTES),
      messages.uploads.stagedBytesExceeded(megabytes),
    );
    expect(await stagedOf(carla)).toBe(fitting);
    // What still fits is accepted.
    expect((await createUpload(app, carla.token, 'lessonPdf', 1024 * 1024)).status).toBe(201);
  });

  it('cannot pass the limit by starting many at the same moment', async () => {
    const max = app.deps.config.env.UPLOAD_STAGED_PER_ACCOUNT;
    const dora = await instructor();
    const answers = await Promise.all(
      Array.from({ length: max + 10 }, () => createUpload(app, dora.token, 'thumbnail', 1000)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(max);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(10);
    expect(await stagedOf(dora)).toBe(max);
  });
});
