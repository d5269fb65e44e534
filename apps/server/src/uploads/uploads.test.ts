import { messages, ROLE_CODES, UPLOADS_PATH } from '@aula/shared';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, refusalOf, signIn } from '../../test/factories';
import { storedKeys } from '../../test/storage-inspection';
import { createTestApp, listenOnLoopback, type TestApp } from '../../test/test-app';
import { createUpload, sendChunk, uploadFile, uploadIdOf } from '../../test/upload-factory';
import { discardUploads, storeFinishedUpload } from './store-finished-upload';
import { STAGED_PART_BYTES, UPLOAD_EXPIRATION_MS } from './upload-staging';

const MB = 1024 * 1024;
const video = await readFile(new URL('../../../../test-support/media/test-pattern.mp4', import.meta.url));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const TUS = { 'tus-resumable': '1.0.0' };

let app: TestApp;
let instructor: { token: string; profileId: string };
let otherInstructor: { token: string };
let student: { token: string };

beforeAll(async () => {
  app = await createTestApp();
  const signedIn = async (role: (typeof ROLE_CODES)[keyof typeof ROLE_CODES]) => {
    const user = await createUser(app.deps, role);
    return { token: (await signIn(app, user.email, user.password)).accessToken, profileId: user.profileId };
  };
  instructor = await signedIn(ROLE_CODES.instructor);
  otherInstructor = await signedIn(ROLE_CODES.instructor);
  student = await signedIn(ROLE_CODES.student);
});
afterAll(() => app.close());

const head = (token: string, id: string) =>
  app.request(`${UPLOADS_PATH}/${id}`, {
    method: 'HEAD',
    headers: { ...TUS, authorization: `Bearer ${token}` },
  });

async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await app.deps.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('resumable uploads', () => {
  it('takes a video in chunks, then the course save stores exactly those bytes', async () => {
    const id = await uploadFile(app, instructor.token, 'lessonVideo', video, 40_000);
    const stored = await storeFinishedUpload(app.deps, {
      profileId: instructor.profileId,
      uploadId: id,
      kind: 'lessonVideo',
    });
    expect(stored).toMatchObject({ size: video.length, contentType: 'video/mp4' });
    expect(stored.key).toMatch(/^media\/videos\/\d{13}-[0-9a-f-]{36}\.mp4$/);
    expect(sha(await storedBytes(stored.key))).toBe(sha(video));
  });

  it('tells how much arrived, so an upload continues from there', async () => {
    const created = await createUpload(app, instructor.token, 'previewVideo', video.length, 'intro.mp4');
    expect(created.status).toBe(201);
    const id = uploadIdOf(created);
    expect((await sendChunk(app, instructor.token, id, 0, video.subarray(0, 50_000))).status).toBe(204);

    const progress = await head(instructor.token, id);
    expect(progress.headers.get('upload-offset')).toBe('50000');
    expect(progress.headers.get('upload-length')).toBe(String(video.length));
    // A chunk sent from the wrong offset is refused rather than corrupting the file.
    expect((await sendChunk(app, instructor.token, id, 10, video.subarray(10, 20))).status).toBe(409);

    expect((await sendChunk(app, instructor.token, id, 50_000, video.subarray(50_000))).status).toBe(204);
    const stored = await storeFinishedUpload(app.deps, {
      profileId: instructor.profileId,
      uploadId: id,
      kind: 'previewVideo',
    });
    expect(sha(await storedBytes(stored.key))).toBe(sha(video));
  });

  it('keeps what arrived before the connection dropped, and completes when resumed', async () => {
    const server = await listenOnLoopback(app);
    try {
      const id = uploadIdOf(await createUpload(app, instructor.token, 'lessonVideo', video.length));
      // Half of the file goes out, then the network fails: the request never completes.
      await new Promise<void>((resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port: server.port,
          path: `${UPLOADS_PATH}/${id}`,
          method: 'PATCH',
          headers: {
            ...TUS,
            authorization: `Bearer ${instructor.token}`,
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
            'content-length': String(video.length),
          },
        });
        req.on('error', () => resolve());
        req.write(video.subarray(0, 80_000), () => setTimeout(() => req.destroy(), 300));
      });

      let offset = 0;
      for (let attempt = 0; attempt < 50 && offset === 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        offset = Number((await head(instructor.token, id)).headers.get('upload-offset'));
      }
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(80_000);

      expect((await sendChunk(app, instructor.token, id, offset, video.subarray(offset))).status).toBe(204);
      const stored = await storeFinishedUpload(app.deps, {
        profileId: instructor.profileId,
        uploadId: id,
        kind: 'lessonVideo',
      });
      expect(sha(await storedBytes(stored.key))).toBe(sha(video));
    } finally {
      await server.close();
    }
  });

  it('refuses a 6 MB thumbnail and a 201 MB preview video as soon as their length is declared', async () => {
    const thumbnail = await createUpload(app, instructor.token, 'thumbnail', 6 * MB);
    expect(thumbnail.status).toBe(413);
    expect(await refusalOf(thumbnail)).toMatchObject({
      message: 'El tamaño de la imagen principal no es válido (máximo 5MB).',
    });

    const preview = await createUpload(app, instructor.token, 'previewVideo', 201 * MB);
    expect(preview.status).toBe(413);
    expect(await refusalOf(preview)).toMatchObject({
      message: 'El tamaño del video de presentación no es válido (máximo 200MB).',
    });
  });

  it('refuses a text file renamed as MP4 once its bytes are in, and drops it', async () => {
    const text = Buffer.from('Esto no es un video, solo texto con extensión .mp4\n'.repeat(20));
    const created = await createUpload(app, instructor.token, 'previewVideo', text.length, 'video.mp4');
    const id = uploadIdOf(created);
    const last = await sendChunk(app, instructor.token, id, 0, text);
    expect(last.status).toBe(415);
    expect(JSON.parse(await last.text())).toMatchObject({
      message: 'El formato del video de presentación no es válido.',
    });
    expect((await head(instructor.token, id)).status).toBe(404);
  });

  it('does not let a file grow past the length it declared', async () => {
    const id = uploadIdOf(await createUpload(app, instructor.token, 'lessonPdf', 100));
    const refused = await sendChunk(app, instructor.token, id, 0, Buffer.alloc(200, 0x25));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(JSON.parse(await refused.text()).message).toEqual(expect.any(String));
  });

  it('refuses an unknown kind and an upload without a declared length, in Spanish', async () => {
    const unknown = await createUpload(app, instructor.token, 'script', 10);
    expect(unknown.status).toBe(422);
    expect(await refusalOf(unknown)).toMatchObject({ message: messages.uploads.unknownKind });

    const deferred = await app.request(UPLOADS_PATH, {
      method: 'POST',
      headers: {
        ...TUS,
        authorization: `Bearer ${instructor.token}`,
        'upload-defer-length': '1',
        'upload-metadata': `kind ${Buffer.from('thumbnail').toString('base64')}`,
      },
    });
    expect(deferred.status).toBe(422);
    expect(await refusalOf(deferred)).toMatchObject({ message: messages.uploads.lengthRequired });
  });

  it('stores a chunk larger than a staging part as several parts, and reads them back as one file', async () => {
    // The test pattern followed by patterned bytes: 20 MB, sent in a single request.
    const large = Buffer.alloc(20 * MB);
    video.copy(large);
    for (let i = video.length; i < large.length; i++) large[i] = (i * 31 + (i >> 9)) & 0xff;
    const id = uploadIdOf(await createUpload(app, instructor.token, 'lessonVideo', large.length));
    expect((await sendChunk(app, instructor.token, id, 0, large)).status).toBe(204);

    const parts = await app.deps.db.kysely
      .selectFrom('Staged_Upload_Parts')
      .select(['start_offset', 'size'])
      .where('id_staged_upload', '=', id)
      .orderBy('start_offset')
      .execute();
    expect(parts).toEqual([
      { start_offset: 0, size: STAGED_PART_BYTES },
      { start_offset: STAGED_PART_BYTES, size: STAGED_PART_BYTES },
      { start_offset: 2 * STAGED_PART_BYTES, size: large.length - 2 * STAGED_PART_BYTES },
    ]);
    const stored = await storeFinishedUpload(app.deps, {
      profileId: instructor.profileId,
      uploadId: id,
      kind: 'lessonVideo',
    });
    expect(sha(await storedBytes(stored.key))).toBe(sha(large));
  });

  it('drops uploads left for more than a day, with every staged byte', async () => {
    const id = uploadIdOf(await createUpload(app, instructor.token, 'lessonVideo', video.length));
    expect((await sendChunk(app, instructor.token, id, 0, video.subarray(0, 50_000))).status).toBe(204);
    const fresh = uploadIdOf(await createUpload(app, instructor.token, 'lessonVideo', video.length));
    await app.deps.db.kysely
      .updateTable('Staged_Uploads')
      .set({ created_at: new Date(Date.now() - UPLOAD_EXPIRATION_MS - 60_000) })
      .where('id_staged_upload', '=', id)
      .execute();

    expect(await app.deps.uploadStaging.removeExpired()).toBeGreaterThanOrEqual(1);
    expect((await head(instructor.token, id)).status).toBe(404);
    expect((await head(instructor.token, fresh)).status).toBe(200);
    const staged = await readdir(join(app.deps.config.dataDir, 'storage', 'staging')).catch(() => []);
    expect(staged.filter((name) => name.startsWith(id))).toEqual([]);
  });
});

describe('who may upload', () => {
  it('refuses anonymous callers and students', async () => {
    const anonymous = await app.request(UPLOADS_PATH, {
      method: 'POST',
      headers: { ...TUS, 'upload-length': '10' },
    });
    expect(anonymous.status).toBe(401);
    expect((await createUpload(app, student.token, 'thumbnail', 10)).status).toBe(403);
  });

  it('answers somebody else’s upload as if it did not exist, and never hands it over', async () => {
    const id = uploadIdOf(await createUpload(app, instructor.token, 'lessonVideo', video.length));
    expect((await head(otherInstructor.token, id)).status).toBe(404);
    expect((await sendChunk(app, otherInstructor.token, id, 0, video)).status).toBe(404);
    const deleted = await app.request(`${UPLOADS_PATH}/${id}`, {
      method: 'DELETE',
      headers: { ...TUS, authorization: `Bearer ${otherInstructor.token}` },
    });
    expect(deleted.status).toBe(404);
    expect((await head(instructor.token, id)).status).toBe(200);
  });

  it('ignores an owner sent by the client', async () => {
    const response = await app.request(UPLOADS_PATH, {
      method: 'POST',
      headers: {
        ...TUS,
        authorization: `Bearer ${otherInstructor.token}`,
        'upload-length': String(video.length),
        'upload-metadata': `kind ${Buffer.from('lessonVideo').toString('base64')},owner ${Buffer.from(instructor.profileId).toString('base64')}`,
      },
    });
    const id = uploadIdOf(response);
    expect((await head(instructor.token, id)).status).toBe(404);
  });
});

describe('claiming an upload for a course', () => {
  it('refuses an upload of another kind, another owner, or one not finished, storing nothing', async () => {
    const before = await storedKeys(app.deps);
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const finished = await uploadFile(app, instructor.token, 'lessonPdf', pdf);
    const claim = (input: { profileId: string; uploadId: string; kind: 'lessonPdf' | 'lessonVideo' }) =>
      storeFinishedUpload(app.deps, input);

    await expect(
      claim({ profileId: instructor.profileId, uploadId: finished, kind: 'lessonVideo' }),
    ).rejects.toMatchObject({ message: messages.uploads.wrongKind });
    await expect(
      claim({ profileId: crypto.randomUUID(), uploadId: finished, kind: 'lessonPdf' }),
    ).rejects.toMatchObject({ message: messages.uploads.notFound });

    const partial = uploadIdOf(await createUpload(app, instructor.token, 'lessonVideo', video.length));
    await sendChunk(app, instructor.token, partial, 0, video.subarray(0, 1000));
    await expect(
      claim({ profileId: instructor.profileId, uploadId: partial, kind: 'lessonVideo' }),
    ).rejects.toMatchObject({ message: messages.uploads.incomplete });
    expect(await storedKeys(app.deps)).toEqual(before);

    await discardUploads(app.deps, [finished, partial]);
    await expect(
      claim({ profileId: instructor.profileId, uploadId: finished, kind: 'lessonPdf' }),
    ).rejects.toMatchObject({ message: messages.uploads.notFound });
  });
});
