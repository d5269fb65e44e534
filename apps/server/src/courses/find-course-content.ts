import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A live lesson as stored, with its content and the code of its type. */
export interface StoredLesson {
  id_lesson: string;
  id_module: string;
  title: string;
  description: string | null;
  content_url: string | null;
  content_text: string | null;
  id_content_type_lesson: string;
  type_code: string;
  type_name: string;
  order_index: number;
  estimated_duration_minutes: number;
  is_published: boolean;
  /** Videos: the duration read from the file, if it said one. */
  duration_seconds: number | null;
}

export interface StoredModule {
  id_module: string;
  title: string;
  description: string | null;
  order_index: number;
  estimated_duration_minutes: number;
  is_published: boolean;
  lessons: StoredLesson[];
}

/**
 * A course's live modules and their live lessons, in order, with lesson content: what the course
 * form edits, what a save compares against, and the outline a course's page shows (its
 * presenter leaves the content out). Callers check access first.
 */
export async function findCourseContent(db: Kysely<DB>, courseId: string): Promise<StoredModule[]> {
  const modules = await db
    .selectFrom('Modules')
    .select([
      'id_module',
      'title',
      'description',
      'order_index',
      'estimated_duration_minutes',
      'is_published',
    ])
    .where('id_course', '=', courseId)
    .where('deleted_at', 'is', null)
    .orderBy('order_index')
    .orderBy('created_at')
    .orderBy('id_module')
    .execute();
  if (modules.length === 0) return [];
  const lessons = await db
    .selectFrom('Lessons as le')
    .innerJoin('Content_Types_Lesson as t', 't.id_content_type_lesson', 'le.id_content_type_lesson')
    .select([
      'le.id_lesson',
      'le.id_module',
      'le.title',
      'le.description',
      'le.content_url',
      'le.content_text',
      'le.id_content_type_lesson',
      't.code as type_code',
      't.name as type_name',
      'le.order_index',
      'le.estimated_duration_minutes',
      'le.is_published',
      'le.duration_seconds',
    ])
    .where(
      'le.id_module',
      'in',
      modules.map((module) => module.id_module),
    )
    .where('le.deleted_at', 'is', null)
    .orderBy('le.order_index')
    .orderBy('le.created_at')
    .orderBy('le.id_lesson')
    .execute();
  return modules.map((module) => ({
    ...module,
    lessons: lessons.filter((lesson) => lesson.id_module === module.id_module),
  }));
}
