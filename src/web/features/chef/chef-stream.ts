import { ChefStreamEventSchema, type ChefStreamEvent } from '@shared/contracts/chef';
import { ChatMessageSchema, type ChatMessage } from './chef-messages';

/*
 * POST /api/chat/messages answers application/x-ndjson: one JSON event a line, written as the
 * reply is made. The network hands the bytes over in chunks that fall anywhere: in the middle of a
 * line, of a multi-byte character, or several lines at once.
 */

/** Each JSON value of an NDJSON body, in order, as soon as its line is complete. */
export async function* readNdjson(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // `stream: true` keeps a character split across two chunks until its last byte arrives.
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      // The last piece is a line still being written (or '' after a newline)…
      pending = done ? '' : lines.pop()!;
      for (const line of lines) {
        if (line.trim()) yield JSON.parse(line);
      }
      // …unless the body ended: then it was the last line, without its newline.
      if (done) {
        finished = true;
        return;
      }
    }
  } finally {
    // A reader that stopped early (the window closed) lets the server stop writing too.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** One event of the Chef's stream, with its messages read leniently (see chef-messages.ts). */
export type ChatStreamEvent =
  | { type: 'user'; message: ChatMessage }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: ChatMessage }
  | { type: 'error'; error: string };

function parseEvent(value: unknown): ChatStreamEvent {
  const type = (value as { type?: unknown } | null)?.type;
  if (type === 'user' || type === 'done') {
    const message = ChatMessageSchema.parse((value as { message?: unknown }).message);
    return { type, message };
  }
  // The events without a message are read by the contract's own schema.
  return ChefStreamEventSchema.parse(value) as Exclude<ChefStreamEvent, { type: 'user' | 'done' }>;
}

/** The Chef's events from a streamed answer, one at a time. */
export async function* readChefStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  for await (const value of readNdjson(body)) yield parseEvent(value);
}
