import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Language } from '@shared/settings-options';
import type { Database } from '../../../db/types';
import { chefSystemPrompt } from './model-prompt';
import { CHEF_TOOLS, intentFromToolCall } from './model-tools';
import { ModelUnavailableError, type ChefModel, type ModelEvent, type ModelInput } from './model-types';
import { readSseEvents, type SseEvent } from './sse';

/**
 * The Chef's language model over an OpenAI-compatible chat completions API (CHEF_LLM_URL): OpenAI
 * itself, Azure, Ollama, vLLM, llama.cpp and the like. It streams the reply, reads tool calls as
 * ChefIntents, counts every request against the household's daily budget, and gives up with a
 * ModelUnavailableError on time-outs and failures so that the built-in engine answers instead.
 */

export type OpenAiModelOptions = {
  /** The API base ("https://api.openai.com/v1"), or the full …/chat/completions URL. */
  url: string;
  apiKey?: string;
  /** Default 'gpt-4o-mini'. */
  model?: string;
  db: Kysely<Database>;
  /** Requests per household per UTC day; default 200. */
  dailyBudget?: number;
  /** The whole answer, default 20 000 ms. */
  timeoutMs?: number;
  /** Until the answer's first byte, default 8 000 ms (never more than timeoutMs). */
  firstByteTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Tool calls the model got wrong are logged here at debug level. */
  log?: { debug: (obj: object, msg: string) => void };
};

export const DEFAULT_CHEF_MODEL = 'gpt-4o-mini';
const DEFAULT_DAILY_BUDGET = 200;
const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_FIRST_BYTE_MS = 8_000;
/** An answer of 600 tokens is a few kilobytes; anything near this is not one. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** At most this many tool calls are read from one answer. */
const MAX_TOOL_CALLS = 16;

/** The chat completions URL: a base gets /chat/completions, a full URL stays as it is. */
function completionsUrl(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '');
  parsed.pathname = path.endsWith('/chat/completions') ? path : `${path}/chat/completions`;
  return parsed.toString();
}

/** Counts one request for the household today; returns today's count, this one included. */
async function countRequest(db: Kysely<Database>, householdId: string, day: string): Promise<number> {
  const row = await db
    .insertInto('chef_model_usage')
    .values({ household_id: householdId, day, requests: 1 })
    .onConflict((oc) =>
      oc
        .columns(['household_id', 'day'])
        .doUpdateSet((eb) => ({ requests: eb('chef_model_usage.requests', '+', 1) })),
    )
    .returning('requests')
    .executeTakeFirstOrThrow();
  return Number(row.requests);
}

/* ─────────────────────────── the answer's shapes ─────────────────────────── */

// Loose on purpose: compatible servers add fields of their own; only these are read.
const ToolCallDeltaSchema = z.object({
  index: z.number().int().min(0).optional(),
  id: z.string().nullish(),
  function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
});
const ChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        index: z.number().optional(),
        delta: z
          .object({
            content: z.string().nullish(),
            refusal: z.string().nullish(),
            tool_calls: z.array(ToolCallDeltaSchema).nullish(),
          })
          .nullish(),
      }),
    )
    .nullish(),
  error: z.unknown().optional(),
});
const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          refusal: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                function: z.object({
                  name: z.string(),
                  // Some servers send the arguments as an object rather than as JSON text.
                  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
                }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

function parseJson<T>(text: string, schema: z.ZodType<T>, what: string): T {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ModelUnavailableError('failed', `the model's ${what} is not JSON`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new ModelUnavailableError('failed', `the model's ${what} has an unexpected shape`);
  return parsed.data;
}

type ToolCall = { id: string | null; name: string; args: string };

/** Tool calls arrive in pieces keyed by index: the name first, then fragments of the arguments. */
function toolCallCollector() {
  const calls = new Map<number, ToolCall>();
  return {
    add(delta: z.infer<typeof ToolCallDeltaSchema>) {
      // Servers that leave out the index send each call whole, or its pieces under one id.
      const byId = delta.id ? [...calls].find(([, c]) => c.id === delta.id)?.[0] : undefined;
      const index = delta.index ?? byId ?? (delta.id || calls.size === 0 ? calls.size : calls.size - 1);
      if (index >= MAX_TOOL_CALLS) return;
      const call = calls.get(index) ?? { id: null, name: '', args: '' };
      call.id ??= delta.id ?? null;
      if (!call.name && delta.function?.name) call.name = delta.function.name;
      if (call.args.length <= 64 * 1024) call.args += delta.function?.arguments ?? '';
      calls.set(index, call);
    },
    calls: () => [...calls].sort(([a], [b]) => a - b).map(([, call]) => call),
  };
}

/** Reads the body, at most MAX_ANSWER_BYTES of it; `onFirstByte` when the first bytes come. */
async function* bodyChunks(
  reader: ReadableStreamDefaultReader<Uint8Array> | undefined,
  onFirstByte: () => void,
): AsyncGenerator<Uint8Array> {
  if (!reader) return;
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (total === 0 && value.byteLength > 0) onFirstByte();
    total += value.byteLength;
    if (total > MAX_ANSWER_BYTES)
      throw new ModelUnavailableError('failed', "the model's answer is larger than 1 MB");
    yield value;
  }
}

async function readText(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** `error.type` and `error.code` of an OpenAI error body; never its message, which may quote the key. */
function errorKind(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { type?: unknown; code?: unknown } } | null;
    const kind = [body?.error?.type, body?.error?.code].filter((v) => typeof v === 'string' && v.length < 60);
    return kind.length ? ` (${kind.join(', ')})` : '';
  } catch {
    return '';
  }
}

function describeFailure(err: unknown): string {
  if (!(err instanceof Error)) return 'unknown error';
  const code = (err.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : err.message;
}

/** A Chef model on an OpenAI-compatible chat completions endpoint. */
export function createOpenAiModel(options: OpenAiModelOptions): ChefModel {
  const endpoint = completionsUrl(options.url);
  const model = options.model || DEFAULT_CHEF_MODEL;
  const budget = options.dailyBudget ?? DEFAULT_DAILY_BUDGET;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const firstByteMs = Math.min(options.firstByteTimeoutMs ?? DEFAULT_FIRST_BYTE_MS, timeoutMs);
  const fetchAnswer = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  // Our messages never quote the key; this keeps a server's echo of it out of logs as well.
  const secretFree = (message: string) =>
    options.apiKey ? message.split(options.apiKey).join('[key]') : message;

  function* intentsOf(
    calls: Array<{ name: string; args: string }>,
    language: Language,
  ): Generator<ModelEvent> {
    for (const call of calls) {
      const read = intentFromToolCall(call.name, call.args, language);
      if (read.ok) yield { type: 'intent', intent: read.intent };
      else
        options.log?.debug(
          { tool: call.name.slice(0, 64), reason: read.reason },
          'Chef model: tool call ignored',
        );
    }
  }

  async function* fromStream(
    events: AsyncIterable<SseEvent>,
    language: Language,
  ): AsyncGenerator<ModelEvent> {
    const tools = toolCallCollector();
    for await (const { event, data } of events) {
      if (data.trim() === '[DONE]') break;
      const chunk = parseJson(data, ChunkSchema, 'stream');
      if (event === 'error' || chunk.error)
        throw new ModelUnavailableError('failed', 'the model reported an error');
      const choice = chunk.choices?.find((c) => (c.index ?? 0) === 0);
      const text = choice?.delta?.content || choice?.delta?.refusal;
      if (text) yield { type: 'delta', text };
      for (const call of choice?.delta?.tool_calls ?? []) tools.add(call);
    }
    yield* intentsOf(tools.calls(), language);
  }

  function* fromCompletion(text: string, language: Language): Generator<ModelEvent> {
    const { message } = parseJson(text, CompletionSchema, 'answer').choices[0]!;
    const reply = message.content || message.refusal;
    if (reply) yield { type: 'delta', text: reply };
    const calls = (message.tool_calls ?? []).slice(0, MAX_TOOL_CALLS).map(({ function: f }) => ({
      name: f.name,
      args: typeof f.arguments === 'string' ? f.arguments : JSON.stringify(f.arguments ?? {}),
    }));
    yield* intentsOf(calls, language);
  }

  return {
    async *reply(input: ModelInput): AsyncGenerator<ModelEvent> {
      const day = now().toISOString().slice(0, 10);
      if ((await countRequest(options.db, input.householdId, day)) > budget) {
        throw new ModelUnavailableError(
          'budget',
          `the household's ${budget} model requests for ${day} are used up`,
        );
      }
      const body = JSON.stringify({
        model,
        stream: true,
        temperature: 0.3,
        max_tokens: 600,
        messages: [
          { role: 'system', content: chefSystemPrompt(input.language, input.kitchen) },
          ...input.history.map((turn) => ({
            role: turn.role === 'user' ? 'user' : 'assistant',
            content: turn.text,
          })),
          { role: 'user', content: input.text },
        ],
        tools: CHEF_TOOLS,
      });

      const controller = new AbortController();
      let timedOut: string | null = null;
      const expire = (what: string) => () => {
        timedOut = what;
        controller.abort();
      };
      const total = setTimeout(expire(`answer within ${timeoutMs} ms`), timeoutMs);
      const firstByte = setTimeout(expire(`send a first byte within ${firstByteMs} ms`), firstByteMs);
      const signal = input.signal ? AbortSignal.any([input.signal, controller.signal]) : controller.signal;
      try {
        const response = await fetchAnswer(endpoint, { method: 'POST', headers, body, signal });
        const chunks = bodyChunks(response.body?.getReader(), () => clearTimeout(firstByte));
        if (!response.ok) {
          const kind = errorKind(await readText(chunks));
          throw new ModelUnavailableError('failed', `the model answered ${response.status}${kind}`);
        }
        if (/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
          yield* fromStream(readSseEvents(chunks), input.language);
        } else {
          // Not declared a stream: a JSON answer (stream: true ignored), or a stream mislabelled.
          const text = await readText(chunks);
          if (/^\s*(data|event|id|:)/.test(text)) yield* fromStream(readSseEvents([text]), input.language);
          else yield* fromCompletion(text, input.language);
        }
      } catch (err) {
        // The caller gave up (the user left): theirs to handle, not the model's failure.
        if (input.signal?.aborted) throw input.signal.reason;
        if (timedOut) throw new ModelUnavailableError('timeout', `the model did not ${timedOut}`);
        if (err instanceof ModelUnavailableError)
          throw new ModelUnavailableError(err.reason, secretFree(err.message));
        throw new ModelUnavailableError(
          'failed',
          secretFree(`the model request failed: ${describeFailure(err)}`),
        );
      } finally {
        clearTimeout(total);
        clearTimeout(firstByte);
        // Ends the request when the caller stopped reading early; a no-op once the answer is read.
        controller.abort();
      }
    },
  };
}
