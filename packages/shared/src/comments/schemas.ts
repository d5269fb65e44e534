import { z } from 'zod';
import { messages } from '../messages';

/**
 * Lesson comments (issue 5; docs/product/learning.md#lesson-comments): requests, answers and the
 * limits both sides enforce.
 */

/** At most this many characters (UTF-16 units, as a textarea's maxLength counts them) after cleaning. */
export const COMMENT_BODY_MAX_LENGTH = 1000;
/** Comments per page, newest first. */
export const COMMENT_PAGE_SIZE_DEFAULT = 20;
export const COMMENT_PAGE_SIZE_MAX = 50;

const m = messages.comments;

// C0 and C1 control characters except the line feed; a tab becomes a space further down.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/**
 * A comment as it is stored: plain text with Unix newlines, no control characters (they are
 * invisible, and some terminals and logs act on them), no surrounding blanks. Its markup, if
 * any, is text: whoever shows a comment renders it as text, never as HTML.
 */
export function cleanCommentBody(body: string): string {
  return body.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROL_CHARACTERS, '').trim();
}

export const commentBodySchema = z
  .string({ error: m.bodyRequired })
  .overwrite(cleanCommentBody)
  .min(1, m.bodyRequired)
  .max(COMMENT_BODY_MAX_LENGTH, m.bodyTooLong(COMMENT_BODY_MAX_LENGTH));

export const postCommentSchema = z.object({ body: commentBodySchema });
export type PostCommentInput = z.input<typeof postCommentSchema>;

export const lessonCommentsParamsSchema = z.object({
  id: z.uuid({ error: messages.courses.notFound }),
  lessonId: z.uuid({ error: m.lessonNotFound }),
});

export const lessonCommentParamsSchema = lessonCommentsParamsSchema.extend({
  commentId: z.uuid({ error: m.notFound }),
});

export const commentListQuerySchema = z.object({
  /** nextCursor of the previous page; absent for the newest comments */
  cursor: z.string().max(200, m.invalidCursor).optional(),
  limit: z.coerce
    .number({ error: m.invalidLimit(COMMENT_PAGE_SIZE_MAX) })
    .int(m.invalidLimit(COMMENT_PAGE_SIZE_MAX))
    .min(1, m.invalidLimit(COMMENT_PAGE_SIZE_MAX))
    .max(COMMENT_PAGE_SIZE_MAX, m.invalidLimit(COMMENT_PAGE_SIZE_MAX))
    .default(COMMENT_PAGE_SIZE_DEFAULT),
});
export type CommentListQuery = z.input<typeof commentListQuerySchema>;

export const commentAuthorSchema = z.object({
  /** the author's profile */
  id: z.uuid(),
  names: z.string(),
  lastNames: z.string(),
  /** show it with roleDisplayName */
  role: z.object({ code: z.string(), name: z.string() }),
  /** a signed, expiring link to the profile photo */
  photoUrl: z.string().nullable(),
});

export const lessonCommentSchema = z.object({
  id: z.uuid(),
  /** plain text with \n line breaks: render it as text, never as HTML */
  body: z.string(),
  /** ISO 8601 */
  createdAt: z.iso.datetime(),
  author: commentAuthorSchema,
  /** the author, the course's instructor and admins may delete it */
  canDelete: z.boolean(),
});
export type LessonComment = z.infer<typeof lessonCommentSchema>;

export const lessonCommentListSchema = z.object({
  /** newest first */
  items: z.array(lessonCommentSchema),
  /** pass it as `cursor` for the next, older page; null on the last page */
  nextCursor: z.string().nullable(),
});
export type LessonCommentList = z.infer<typeof lessonCommentListSchema>;
