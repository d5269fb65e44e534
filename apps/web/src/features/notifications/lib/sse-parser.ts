export interface ServerSentEvent {
  event: string;
  data: string;
  id: string | null;
}

/**
 * Turns the text of an event stream, fed in chunks as they arrive, into events (the HTML
 * "server-sent events" format). Needed because the stream is read with fetch, which can send
 * the Authorization header, rather than with EventSource, which cannot (docs/decisions/0005).
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let pending = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  function dispatch() {
    // Comment-only blocks (the server's heartbeats) carry no data and are not events.
    if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
    id = null;
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }

  let afterCarriageReturn = false;

  return function feed(chunk: string) {
    // A chunk may end between the '\r' and the '\n' of one line break: that '\n' is not a second one.
    const text = afterCarriageReturn && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
    afterCarriageReturn = chunk.endsWith('\r');
    const lines = (pending + text).split(/\r\n|\r|\n/);
    pending = lines.pop() ?? '';
    lines.forEach(line);
  };
}
