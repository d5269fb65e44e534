import type { Notification } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { selectToasts } from './select-toasts';

const now = Date.parse('2026-03-10T12:00:00.000Z');

function notification(id: string, agoMs: number, read = false): Notification {
  return {
    id,
    type: 'info',
    title: `Aviso ${id}`,
    message: 'Hola',
    timestamp: new Date(now - agoMs).toISOString(),
    read,
    actionUrl: null,
    actionLabel: null,
  };
}

const select = (list: Notification[], seen: string[] = [], openCount = 0) =>
  selectToasts(list, { now, seen: new Set(seen), openCount });
const ids = (list: Notification[]) => list.map((n) => n.id);

describe('selectToasts', () => {
  it('shows unread notifications created within the last 5 seconds, newest first', () => {
    const result = select([notification('a', 4000), notification('b', 5000), notification('c', 1000)]);
    expect(ids(result.show)).toEqual(['c', 'a', 'b']);
  });

  it('leaves out older and read ones', () => {
    const result = select([notification('old', 5001), notification('read', 1000, true)]);
    expect(result).toEqual({ show: [], seen: [] });
  });

  it('shows at most 3, and marks the rest seen so they never pop up later', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id, i) => notification(id, i * 100));
    const result = select(list);
    expect(ids(result.show)).toEqual(['a', 'b', 'c']);
    expect(result.seen).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('counts the toasts already open against the 3', () => {
    const result = select([notification('a', 0), notification('b', 100)], [], 2);
    expect(ids(result.show)).toEqual(['a']);
    expect(ids(select([notification('a', 0)], [], 3).show)).toEqual([]);
  });

  it('never shows the same one twice', () => {
    const list = [notification('a', 0), notification('b', 100)];
    const first = select(list);
    expect(ids(first.show)).toEqual(['a', 'b']);
    expect(select(list, first.seen)).toEqual({ show: [], seen: [] });
  });

  it('accepts a timestamp a little ahead of the clock', () => {
    expect(ids(select([notification('a', -800)]).show)).toEqual(['a']);
  });
});
