import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser';

function parse(...chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const feed = createSseParser((event) => events.push(event));
  chunks.forEach(feed);
  return events;
}

describe('createSseParser', () => {
  it('reads named events with an id and data', () => {
    expect(parse('event: notification\nid: 42\ndata: {"a":1}\n\n')).toEqual([
      { event: 'notification', id: '42', data: '{"a":1}' },
    ]);
  });

  it('ignores comments, such as heartbeats', () => {
    expect(parse(': connected\n\n: heartbeat\n\n')).toEqual([]);
  });

  it('joins data lines and defaults the event name', () => {
    expect(parse('data: one\ndata:two\n\n')).toEqual([{ event: 'message', id: null, data: 'one\ntwo' }]);
  });

  it('puts events split across chunks back together', () => {
    expect(parse('event: notif', 'ication\ndata: {"a"', ':1}\n', '\n')).toEqual([
      { event: 'notification', id: null, data: '{"a":1}' },
    ]);
  });

  it('accepts CRLF and CR line breaks, even split between chunks', () => {
    expect(parse('data: a\r', '\n\r', '\ndata: b\r\r')).toEqual([
      { event: 'message', id: null, data: 'a' },
      { event: 'message', id: null, data: 'b' },
    ]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parse('data: unfinished\n')).toEqual([]);
  });
});
