import {
  countedWatchedRange,
  LESSON_CONTENT_CODES,
  mergeWatchedRanges,
  textReadingSeconds,
  videoDurationSeconds,
  WATCHED_RANGES_MAX,
  type EvidenceLesson,
  type LessonEvidence,
  type ResumePoint,
  type WatchedRange,
} from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The lesson columns the evidence rule reads. */
export interface EvidenceLessonRow {
  type_code: string;
  duration_seconds: number | null;
  estimated_duration_minutes: number;
  content_text: string | null;
}

/** The progress columns that hold the evidence. */
export interface EvidenceRow {
  completed_at: Date | null;
  watched_ranges: Array<[number, number]>;
  watch_reported_at: Date | null;
  opened_at: Date | null;
  reached_end_at: Date | null;
}

export const EVIDENCE_COLUMNS = [
  'completed_at',
  'watched_ranges',
  'watch_reported_at',
  'opened_at',
  'reached_end_at',
] as const;

export const NO_EVIDENCE: LessonEvidence = { watchedRanges: [], openedAt: null, reachedEndAt: null };

export function evidenceLesson(lesson: EvidenceLessonRow): EvidenceLesson {
  return {
    contentType: lesson.type_code,
    videoSeconds: videoDurationSeconds(lesson.duration_seconds, lesson.estimated_duration_minutes),
    readingSeconds: textReadingSeconds(lesson.content_text),
  };
}

export function evidenceOf(row: EvidenceRow | undefined): LessonEvidence {
  if (!row) return NO_EVIDENCE;
  return { watchedRanges: row.watched_ranges, openedAt: row.opened_at, reachedEndAt: row.reached_end_at };
}

/** One person's progress row for one lesson, locked until the transaction ends. */
export function findEvidenceRow(db: Kysely<DB>, profileId: string, lessonId: string) {
  return db
    .selectFrom('Lesson_Progress')
    .select(EVIDENCE_COLUMNS)
    .where('id_profile', '=', profileId)
    .where('id_lesson', '=', lessonId)
    .forUpdate()
    .executeTakeFirst();
}

/** The evidence columns a report changes; empty when it brings nothing new. */
export type EvidenceChange = Partial<{
  watched_ranges: WatchedRange[];
  watch_reported_at: Date;
  opened_at: Date;
  reached_end_at: Date;
}>;

/**
 * What one player report adds to a lesson's evidence, by the lesson's type; a report that does
 * not apply to it (a page of a video) adds nothing. A watched range counts only as far as the
 * real time since the previous range report allows (countedWatchedRange): the first report of
 * a lesson only starts the clock. A text's end or a PDF's last page counts once it was opened;
 * the first opening and the first end reached are kept.
 */
export function evidenceChange(
  lesson: EvidenceLessonRow,
  row: EvidenceRow | undefined,
  point: ResumePoint,
  now: Date,
): EvidenceChange {
  const change: EvidenceChange = {};
  const type = lesson.type_code;
  if (type === LESSON_CONTENT_CODES.video) {
    if (!point.watched) return change;
    const elapsedSeconds = row?.watch_reported_at
      ? (now.getTime() - row.watch_reported_at.getTime()) / 1000
      : 0;
    const counted = countedWatchedRange(point.watched, {
      elapsedSeconds,
      durationSeconds: evidenceLesson(lesson).videoSeconds,
    });
    change.watch_reported_at = now;
    const rounded = counted && roundRange(counted);
    if (rounded && rounded[1] > rounded[0]) {
      const merged = mergeWatchedRanges(row?.watched_ranges ?? [], rounded);
      // A person cannot grow the row without bound with scattered fragments.
      if (merged.length <= WATCHED_RANGES_MAX) change.watched_ranges = merged;
    }
    return change;
  }
  const openedAt = row?.opened_at ?? (point.opened ? now : null);
  if (!openedAt) return change;
  if (!row?.opened_at) change.opened_at = openedAt;
  if (row?.reached_end_at) return change;
  const reachedEnd =
    type === LESSON_CONTENT_CODES.text
      ? point.reachedEnd === true
      : type === LESSON_CONTENT_CODES.pdf &&
        point.page !== undefined &&
        point.page.number >= point.page.count;
  if (reachedEnd) change.reached_end_at = now;
  return change;
}

/** Hundredths of a second, as positions are kept; never widened. */
function roundRange([from, to]: WatchedRange): WatchedRange {
  return [Math.ceil(from * 100) / 100, Math.floor(to * 100) / 100];
}
