import { AppError } from '../core/app-error';

/**
 * Where a page of a list ordered by time ends (comments by creation, reviews by last change): the
 * last row's time, to the microsecond as PostgreSQL keeps it (a JavaScript Date would round it to
 * the millisecond and skip or repeat rows), and its id to break ties. Opaque to clients.
 */
export interface TimeCursor {
  /** 'YYYY-MM-DDTHH:MM:SS.uuuuuuZ', as to_char(… 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') writes it */
  at: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client sent back; anything else is refused with the list's own Spanish message. */
export function decodeTimeCursor(value: string, invalidMessage: string): TimeCursor {
  const [at = '', id = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !isTimestamp(at) || !UUID.test(id)) {
    throw new AppError('validation_failed', invalidMessage, { cursor: invalidMessage }, 400);
  }
  return { at, id };
}

/** The shape alone would let '2026-02-30…' through to the database, which would refuse it. */
function isTimestamp(value: string): boolean {
  if (!TIMESTAMP.test(value)) return false;
  const parsed = new Date(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === value.slice(0, 19);
}
