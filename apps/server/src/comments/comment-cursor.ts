import { messages } from '@aula/shared';
import { AppError } from '../http/app-error';

/**
 * Where a page of comments ends: the last comment's creation time, to the microsecond as
 * PostgreSQL keeps it (a JavaScript Date would round it to the millisecond and skip or repeat
 * comments), and its id to break ties. Opaque to clients.
 */
export interface CommentCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCommentCursor(cursor: CommentCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCommentCursor(value: string): CommentCursor {
  const [createdAt = '', id = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !isTimestamp(createdAt) || !UUID.test(id)) {
    const message = messages.comments.invalidCursor;
    throw new AppError('validation_failed', message, { cursor: message }, 400);
  }
  return { createdAt, id };
}

/** The shape alone would let '2026-02-30…' through to the database, which would refuse it. */
function isTimestamp(value: string): boolean {
  if (!TIMESTAMP.test(value)) return false;
  const parsed = new Date(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === value.slice(0, 19);
}
