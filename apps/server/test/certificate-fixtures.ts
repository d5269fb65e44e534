import { inflateSync } from 'node:zlib';
import { referenceIds } from './course-save-fixtures';
import type { TestApp } from './test-app';

/**
 * What the certificate tests share: a course and an enrollment written straight into the
 * database (the certificate does not depend on how a course was completed), and a reader of the
 * PDFs pdfkit writes. Used by the *.test.ts files of this folder only.
 */

export async function insertCourse(
  app: TestApp,
  instructorProfileId: string,
  course: { title?: string; hours?: number } = {},
): Promise<string> {
  const refs = await referenceIds(app);
  const row = await app.deps.db.kysely
    .insertInto('Courses')
    .values({
      title: course.title ?? 'Prevención de caídas en hospitalización',
      description: 'Valoración del riesgo de caídas y cuidados preventivos.',
      short_description: 'Escalas de riesgo y prevención.',
      id_instructor: instructorProfileId,
      id_lenguage: refs.languageId,
      id_coin: refs.coinId,
      price: 0,
      rating_average: 0,
      estimated_duration_hours: course.hours ?? 1.5,
      is_publish: true,
      id_difficulty_level: refs.difficultyLevelId,
      id_specialty: refs.specialtyId,
      id_industry: refs.industryId,
    })
    .returning('id_course')
    .executeTakeFirstOrThrow();
  return row.id_course;
}

/** An enrollment at 100 %, as lesson completion leaves it. */
export async function insertCompletedEnrollment(
  app: TestApp,
  profileId: string,
  courseId: string,
  completedAt: Date,
) {
  await app.deps.db.kysely
    .insertInto('Enrollments')
    .values({ id_profile: profileId, id_course: courseId, progress: 100, completion_at: completedAt })
    .execute();
}

export async function setProfile(
  app: TestApp,
  profileId: string,
  profile: { names: string; lastNames: string; document?: string | null },
) {
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ names: profile.names, last_names: profile.lastNames, nro_doi: profile.document ?? null })
    .where('id_profile', '=', profileId)
    .execute();
}

interface PdfStream {
  dictionary: string;
  data: Buffer;
}

/** Every stream object of a PDF with its dictionary, Flate-compressed data inflated. */
export function pdfStreams(pdf: Buffer): PdfStream[] {
  const text = pdf.toString('latin1');
  const streams: PdfStream[] = [];
  const start = /\bobj\s*(<<(?:(?!\bobj\b)[\s\S])*?>>)\s*stream\r?\n/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const dictionary = match[1]!;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const raw = pdf.subarray(match.index + match[0].length, match.index + match[0].length + length);
    streams.push({ dictionary, data: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return streams;
}

/**
 * The text a PDF shows, one line per text operation. pdfkit writes the standard fonts' text as
 * hex strings in WinAnsi (Latin-1 for Spanish letters), split where it kerns.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    if (stream.dictionary.includes('/Subtype /Image')) continue;
    for (const [, array] of stream.data.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map(([, chunk]) => chunk).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

/** The RGB images of a PDF: size and pixels (pdfkit stores a PNG with alpha as raw samples). */
export function pdfRgbImages(pdf: Buffer) {
  return pdfStreams(pdf)
    .filter(({ dictionary }) => dictionary.includes('/Subtype /Image') && dictionary.includes('/DeviceRGB'))
    .map(({ dictionary, data }) => ({
      width: Number(/\/Width (\d+)/.exec(dictionary)?.[1]),
      height: Number(/\/Height (\d+)/.exec(dictionary)?.[1]),
      pixels: data,
    }));
}
