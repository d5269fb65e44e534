import { LESSON_CONTENT_CODES, PDF_READING_SECONDS_MIN, type EvidenceLesson } from '@aula/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { DEMO_STUDENT_PROGRESS } from './demo-courses';
import type { InsertedCourse } from './insert-demo-courses';
import { daysBefore } from './days-before';

/**
 * Enrolls the demo student and marks the first lessons of each course completed, spread over
 * the days since enrolling. Progress follows docs/product/learning.md#how-progress-is-computed:
 * the rounded percentage of the course's live lessons that are completed; completion_at only at
 * 100. Each completed lesson carries the
 * evidence a completion through the API needs (learning/lesson-evidence.ts), so that the rows
 * read as the player would have left them.
 */
export async function insertDemoEnrollments(
  trx: Transaction<DB>,
  studentId: string,
  courses: Map<string, InsertedCourse>,
  now: Date,
): Promise<void> {
  for (const plan of DEMO_STUDENT_PROGRESS) {
    const course = courses.get(plan.courseKey);
    if (!course) throw new Error(`demo progress refers to unknown course ${plan.courseKey}`);
    const enrolledAt = daysBefore(now, plan.enrolledDaysAgo);
    const done = course.lessonIds.slice(0, plan.completedLessons);
    const completedAt = done.map((_, index) =>
      daysBefore(now, plan.enrolledDaysAgo * (1 - (index + 1) / (done.length + 1))),
    );
    const lastActivity = completedAt.at(-1) ?? enrolledAt;
    const progress = Math.round((done.length / course.lessonIds.length) * 100);

    await trx
      .insertInto('Enrollments')
      .values({
        id_course: course.id_course,
        id_profile: studentId,
        progress,
        completion_at: progress === 100 ? lastActivity : null,
        created_at: enrolledAt,
        updated_at: lastActivity,
      })
      .execute();
    if (done.length) {
      await trx
        .insertInto('Lesson_Progress')
        .values(
          done.map((id_lesson, index) => ({
            id_profile: studentId,
            id_lesson,
            ...evidenceBefore(course.lessonEvidence[index]!, completedAt[index]!),
            completed_at: completedAt[index],
            created_at: completedAt[index],
            updated_at: completedAt[index],
          })),
        )
        .execute();
    }
    await trx
      .updateTable('Courses')
      .set((eb) => ({ enrollment_count: eb('enrollment_count', '+', 1) }))
      .where('id_course', '=', course.id_course)
      .execute();
  }
}

/** The evidence of a lesson consumed just before `completedAt`: a video watched whole, a reading read for its time. */
function evidenceBefore(lesson: EvidenceLesson, completedAt: Date) {
  const before = (seconds: number) => new Date(completedAt.getTime() - seconds * 1000);
  switch (lesson.contentType) {
    case LESSON_CONTENT_CODES.video:
      return {
        watched_ranges: JSON.stringify([[0, lesson.videoSeconds]]),
        watch_reported_at: completedAt,
      };
    case LESSON_CONTENT_CODES.pdf:
      return { opened_at: before(PDF_READING_SECONDS_MIN), reached_end_at: completedAt };
    case LESSON_CONTENT_CODES.text:
      return { opened_at: before(lesson.readingSeconds), reached_end_at: completedAt };
    default:
      return { opened_at: completedAt };
  }
}
