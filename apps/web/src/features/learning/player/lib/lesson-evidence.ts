import type { ResumePoint } from '@aula/shared';

/** What a student did with a text, a PDF or a link, reported up by the lesson that saw it. */
export type LessonEvidenceReport = Pick<ResumePoint, 'opened' | 'reachedEnd' | 'page'>;
