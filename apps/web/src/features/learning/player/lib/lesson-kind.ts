import { LESSON_CONTENT_CODES, messages } from '@aula/shared';
import { FileText, Link2, PlayCircle, type LucideIcon } from 'lucide-react';

export type LessonKind = 'video' | 'text' | 'pdf' | 'link';

const KINDS: Record<string, LessonKind> = {
  [LESSON_CONTENT_CODES.video]: 'video',
  [LESSON_CONTENT_CODES.text]: 'text',
  [LESSON_CONTENT_CODES.pdf]: 'pdf',
  [LESSON_CONTENT_CODES.externalLink]: 'link',
};

/**
 * The kind of a lesson from its content code (docs/product/courses.md#lesson-content-codes); an
 * unknown code reads as text.
 */
export function lessonKind(contentType: string): LessonKind {
  return KINDS[contentType] ?? 'text';
}

export const LESSON_KIND_ICONS: Record<LessonKind, LucideIcon> = {
  video: PlayCircle,
  text: FileText,
  pdf: FileText,
  link: Link2,
};

export const lessonKindLabel = (kind: LessonKind) => messages.player.lessons.types[kind];
