import { courseFormMessages, coursePlayerSchema, messages, ROLE_CODES, type LessonInput } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  courseFields,
  editView,
  keyOf,
  media,
  referenceIds,
  textLesson,
  updateBodyFrom,
  upload,
  writtenState,
  type ReferenceIds,
} from '../../test/course-save-fixtures';
import { bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { storedKeys } from '../../test/storage-inspection';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUpload, sendChunk, uploadFile, uploadIdOf } from '../../test/upload-factory';
import { createLearningCourse, enrollOk, learningApi } from '../../test/learning-fixtures';
import { approve, buy, configurePayments, orderApi } from '../../test/order-fixtures';

/**
 * Issue 18, item 6: a text lesson shows images from the course's own files
 * (docs/product/formatted-text.md). The author's upload becomes one of the course's images when
 * the save stores it; the player and the form sign it for their viewer; it ends with that
 * person's right, and with the last text that names it.
 */
let app: TestApp;
let refs: ReferenceIds;
let admin: Person;
let instructor: Person;
let student: Person;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [admin, instructor, student] = await Promise.all([
    signedInPerson(app, ROLE_CODES.admin),
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app),
  ]);
  await configurePayments(app, admin.token);
}, 60_000);
afterAll(() => app.close());

const STORED_MARK = /!\[Lavado de manos\]\(imagen:([0-9a-f-]{36})\)/;
const signedForViewer = (viewer: Person) =>
  new RegExp(`^/api/files/media/.+\\?expires=\\d+&viewer=${viewer.profileId}&signature=[\\w-]+$`);

const imageLesson = (uploadId: string, title = 'Higiene de manos'): LessonInput =>
  textLesson(title, `Antes de tocar al paciente:\n\n![Lavado de manos](subida:${uploadId})\n\nDespués.`);

async function courseImages(courseId: string) {
  return app.deps.db.kysely
    .selectFrom('Lesson_Images')
    .select(['id_lesson_image', 'file_key'])
    .where('id_course', '=', courseId)
    .execute();
}

async function playerOf(person: Person, courseId: string) {
  const response = await learningApi.player(app, person.token, courseId);
  expect(response.status).toBe(200);
  return bodyOf(response, coursePlayerSchema);
}

describe('images in text lessons', () => {
  it("are stored with the save, shown to the enrolled student by a link signed for them, and in the form's view", async () => {
    const png = media.png(90);
    const uploadId = await uploadFile(app, instructor.token, 'lessonImage', png);
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: [imageLesson(uploadId), textLesson('Cierre')],
    });
    await enrollOk(app, student.token, course.id);

    const player = await playerOf(student, course.id);
    const text: string = player.modules[0].lessons[0].contentText!;
    const [, imageId] = STORED_MARK.exec(text)!;
    expect(text).not.toContain('subida:');
    expect(Object.keys(player.images)).toEqual([imageId]);
    expect(player.images[imageId!]).toMatch(signedForViewer(student));

    const file = await app.request(player.images[imageId!]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const view = await editView(app, instructor.token, course.id);
    expect(view.modules[0].lessons[0].contentText).toBe(text);
    expect(keyOf(view.images[imageId!])).toBe((await courseImages(course.id))[0]!.file_key);

    // The upload became the course's file: saving its old mark again finds nothing to store.
    const again = await api.update(app, instructor.token, course.id, {
      ...updateBodyFrom(view),
      modules: [{ ...updateBodyFrom(view).modules[0]!, lessons: [imageLesson(uploadId)] }],
    });
    expect(again.status).toBe(422);
    expect((await refusalOf(again)).fields?.['modules.0.lessons.0.contentText']).toBe(
      messages.uploads.notFound,
    );
  });

  it('stop opening for a student whose order is refunded', async () => {
    const buyer = await signedInPerson(app);
    const uploadId = await uploadFile(app, instructor.token, 'lessonImage', media.png(120));
    const paid = await createLearningCourse(app, instructor.token, refs, {
      title: 'Curso de pago con imágenes',
      price: 90,
      lessons: [imageLesson(uploadId)],
    });
    const order = await buy(app, buyer.token, [paid.id]);
    await approve(app, admin.token, order.id);
    const [link] = Object.values((await playerOf(buyer, paid.id)).images) as string[];
    expect((await app.request(link!)).status).toBe(200);

    expect((await orderApi.refund(app, admin.token, order.id, 'Se matriculó por error')).status).toBe(200);
    const ended = await app.request(link!);
    expect(ended.status).toBe(403);
    expect((await refusalOf(ended)).message).toBe(messages.files.accessEnded);
  });

  it('are removed with their file when no text of the course names them any more', async () => {
    const uploadId = await uploadFile(app, instructor.token, 'lessonImage', media.png(150));
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: [imageLesson(uploadId), textLesson('Cierre')],
    });
    const [image] = await courseImages(course.id);
    const view = await editView(app, instructor.token, course.id);
    const body = updateBodyFrom(view);
    const marked = body.modules[0]!.lessons[0]!.contentText!;

    // The same image named by a second lesson too: dropping it from the first keeps it.
    body.modules[0]!.lessons[1]!.contentText = `Repaso:\n\n${STORED_MARK.exec(marked)![0]}`;
    body.modules[0]!.lessons[0]!.contentText = 'Sin imagen ahora.';
    expect((await api.update(app, instructor.token, course.id, body)).status).toBe(200);
    expect(await courseImages(course.id)).toEqual([image]);
    expect(await storedKeys(app.deps)).toContain(image!.file_key);

    body.modules[0]!.lessons[1]!.contentText = 'Repaso sin imagen.';
    expect((await api.update(app, instructor.token, course.id, body)).status).toBe(200);
    expect(await courseImages(course.id)).toEqual([]);
    expect(await storedKeys(app.deps)).not.toContain(image!.file_key);
  });

  it("refuse a text naming another course's image, under that text, writing nothing", async () => {
    const uploadId = await uploadFile(app, instructor.token, 'lessonImage', media.png(180));
    const other = await createLearningCourse(app, instructor.token, refs, {
      lessons: [imageLesson(uploadId)],
    });
    const copied = STORED_MARK.exec(
      (await editView(app, instructor.token, other.id)).modules[0].lessons[0].contentText!,
    )![0];
    const course = await createLearningCourse(app, instructor.token, refs);
    const body = updateBodyFrom(await editView(app, instructor.token, course.id));
    body.modules[0]!.lessons[1]!.contentText = `Copiado de otro curso:\n\n${copied}`;

    const before = await writtenState(app);
    const refused = await api.update(app, instructor.token, course.id, body);
    expect(refused.status).toBe(422);
    expect((await refusalOf(refused)).fields).toEqual({
      'modules.0.lessons.1.contentText': courseFormMessages.textEditor.imageNotInCourse,
    });
    expect(await writtenState(app)).toEqual(before);
  });

  it('take only JPG and PNG files of 5MB at most, and only an image upload', async () => {
    const tooLarge = await createUpload(app, instructor.token, 'lessonImage', 6 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
    expect((await refusalOf(tooLarge)).message).toBe(messages.uploads.lessonImageTooLarge);

    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
    const created = await createUpload(app, instructor.token, 'lessonImage', gif.length);
    const sent = await sendChunk(app, instructor.token, uploadIdOf(created), 0, gif);
    expect(sent.status).toBe(415);
    expect((await refusalOf(sent)).message).toBe(messages.uploads.lessonImageWrongType);

    const pdfUploadId = await upload.lessonPdf(app, instructor.token);
    const before = await writtenState(app);
    const refused = await api.create(app, instructor.token, {
      ...courseFields(refs),
      thumbnailUploadId: await upload.thumbnail(app, instructor.token),
      previewVideoUploadId: await upload.previewVideo(app, instructor.token),
      modules: [{ title: 'Módulo', lessons: [imageLesson(pdfUploadId)] }],
    });
    expect(refused.status).toBe(422);
    expect((await refusalOf(refused)).fields).toEqual({
      'modules.0.lessons.0.contentText': messages.uploads.wrongKind,
    });
    expect((await writtenState(app)).courses).toBe(before.courses);
  });
});
