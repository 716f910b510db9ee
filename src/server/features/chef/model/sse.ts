/**
 * Server-sent events as the WHATWG spec reads them (html.spec.whatwg.org, "Parsing an event
 * stream"): lines end in CRLF, LF or CR; a line starting with ':' is a comment; `field: value`
 * loses one space after the colon; `data` lines join with '\n'; a blank line dispatches the event.
 * Chunks may split anywhere, a multi-byte character or a CRLF included.
 */

export type SseEvent = { event: string; data: string };

/** The events of a byte (or text) stream, as they complete. */
export async function* readSseEvents(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let hasData = false;
  // A CR at the end of a chunk may be the first half of a CRLF: the LF that follows is not a line.
  let skipLeadingLf = false;

  function* takeLine(line: string): Generator<SseEvent> {
    if (line === '') {
      if (hasData) yield { event: event || 'message', data: data.join('\n') };
      event = '';
      data = [];
      hasData = false;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      data.push(value);
      hasData = true;
    } else if (field === 'event') {
      event = value;
    }
  }

  function* drain(): Generator<SseEvent> {
    if (skipLeadingLf && buffer !== '') {
      if (buffer.startsWith('\n')) buffer = buffer.slice(1);
      skipLeadingLf = false;
    }
    for (;;) {
      const end = buffer.search(/[\r\n]/);
      if (end === -1) return;
      const line = buffer.slice(0, end);
      if (buffer[end] === '\r') {
        if (end + 1 === buffer.length) skipLeadingLf = true;
        buffer = buffer.slice(buffer[end + 1] === '\n' ? end + 2 : end + 1);
      } else {
        buffer = buffer.slice(end + 1);
      }
      yield* takeLine(line);
    }
  }

  for await (const chunk of chunks) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    yield* drain();
  }
  buffer += decoder.decode();
  yield* drain();
  // The spec drops an event the stream ended before its blank line; servers that omit the last
  // blank line before closing are common enough to keep it.
  if (buffer !== '') yield* takeLine(buffer);
  yield* takeLine('');
}
