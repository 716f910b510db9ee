import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat completions server on http://127.0.0.1, for tests: it checks the
 * bearer key and the request's shape as OpenAI does (401 and 400 with OpenAI's error JSON), and
 * answers streamed (server-sent `chat.completion.chunk`s exactly as OpenAI sends them: the role
 * first, content deltas, each tool call's id, type and name and then its arguments in fragments,
 * the finish reason, `data: [DONE]`) or whole (`chat.completion`). A script says how: text, tool
 * calls, a failure, an answer that never comes, a slow one, or raw bytes.
 */

export type FakeToolCall = {
  name: string;
  /** An object is sent as its JSON; a string as it is (malformed JSON included). */
  arguments: object | string;
  id?: string;
};

export type FakeAnswer =
  | {
      /** Content deltas, one per chunk; a string is split into words. */
      content?: string | string[];
      toolCalls?: FakeToolCall[];
      /** Answer with one `chat.completion` even when the request asked for a stream. */
      ignoreStream?: boolean;
      /** Before the headers, and between chunks. */
      firstByteDelayMs?: number;
      delayMs?: number;
      /** Characters of arguments per chunk (OpenAI sends a token or so); default 5. */
      argumentsFragment?: number;
      /** Send the headers and this many chunks, then nothing more, never ending the response. */
      stallAfter?: number;
    }
  /** An OpenAI server error (500 by default) with its error JSON. */
  | { fail: number }
  /** Accepts the request and never answers. */
  | { hang: true }
  /** These bytes as the body, for answers OpenAI would never give. */
  | { raw: string | string[]; status?: number; contentType?: string; delayMs?: number };

export type FakeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: Record<string, unknown> | undefined;
  /** What the fake answered. */
  status: number;
};

export type OpenAiFake = {
  /** The API base, ending in /v1. */
  url: string;
  requests: FakeRequest[];
  /** How the next requests are answered (until the next script); `n` counts from 0 for this script. */
  script(fn: (request: FakeRequest, n: number) => FakeAnswer): void;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openAiError(message: string, type: string, param: string | null = null, code: string | null = null) {
  return { error: { message, type, param, code } };
}

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);

/** The first thing OpenAI would refuse about this body, as [param, message], or null. */
function invalid(body: Record<string, unknown>): [string | null, string] | null {
  if (typeof body.model !== 'string' || body.model === '')
    return [null, 'you must provide a model parameter'];
  if (!Array.isArray(body.messages)) return [null, "Missing required parameter: 'messages'."];
  if (body.messages.length === 0)
    return ['messages', "Invalid 'messages': empty array. Expected an array with minimum length 1."];
  for (const [i, m] of (body.messages as Array<Record<string, unknown>>).entries()) {
    if (typeof m !== 'object' || m === null) return [`messages[${i}]`, `Invalid type for 'messages[${i}]'.`];
    if (!ROLES.has(m.role as string)) return [`messages[${i}].role`, `Invalid value: '${String(m.role)}'.`];
    const empty = m.role === 'assistant' && m.content === null && Array.isArray(m.tool_calls);
    if (typeof m.content !== 'string' && !Array.isArray(m.content) && !empty)
      return [
        `messages[${i}].content`,
        `Invalid type for 'messages[${i}].content': expected one of a string or array.`,
      ];
  }
  if (body.stream !== undefined && typeof body.stream !== 'boolean')
    return ['stream', "Invalid type for 'stream'."];
  const t = body.temperature;
  if (t !== undefined && (typeof t !== 'number' || t < 0 || t > 2))
    return ['temperature', `Invalid 'temperature': decimal above maximum value.`];
  const max = body.max_tokens;
  if (max !== undefined && (!Number.isInteger(max) || (max as number) < 1))
    return ['max_tokens', "Invalid 'max_tokens': integer below minimum value."];
  if (body.tools !== undefined) {
    if (!Array.isArray(body.tools)) return ['tools', "Invalid type for 'tools': expected an array."];
    for (const [i, tool] of (body.tools as Array<Record<string, unknown>>).entries()) {
      const fn = tool?.function as Record<string, unknown> | undefined;
      if (tool?.type !== 'function') return [`tools[${i}].type`, `Invalid value: '${String(tool?.type)}'.`];
      if (typeof fn?.name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(fn.name))
        return [
          `tools[${i}].function.name`,
          `Invalid 'tools[${i}].function.name': string does not match pattern.`,
        ];
      if (fn.description !== undefined && typeof fn.description !== 'string')
        return [`tools[${i}].function.description`, "Invalid type for 'description'."];
      const p = fn.parameters as Record<string, unknown> | undefined;
      if (p !== undefined && (typeof p !== 'object' || p === null || p.type !== 'object'))
        return [
          `tools[${i}].function.parameters`,
          `Invalid schema for function '${fn.name}': schema must be a JSON Schema of 'type: "object"'.`,
        ];
    }
  }
  return null;
}

/** Splits `text` into pieces of `size` characters. */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export async function startOpenAiFake(options: { apiKey?: string } = {}): Promise<OpenAiFake> {
  const requests: FakeRequest[] = [];
  const open = new Set<ServerResponse>();
  let answer: (request: FakeRequest, n: number) => FakeAnswer = () => ({ content: 'Hello from the fake.' });
  let served = 0;

  const server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> | undefined;
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          body = parsed as Record<string, unknown>;
      } catch {
        body = undefined;
      }
      const request: FakeRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        status: 0,
      };
      requests.push(request);
      void respond(request, res).catch(() => res.destroy());
    });
  });

  function json(res: ServerResponse, request: FakeRequest, status: number, payload: unknown) {
    request.status = status;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
  }

  async function respond(request: FakeRequest, res: ServerResponse): Promise<void> {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return json(
        res,
        request,
        404,
        openAiError(`Invalid URL (${request.method} ${request.path})`, 'invalid_request_error'),
      );
    }
    if (options.apiKey) {
      const auth = request.headers.authorization;
      if (!auth?.startsWith('Bearer ')) {
        return json(
          res,
          request,
          401,
          openAiError(
            "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
            'invalid_request_error',
          ),
        );
      }
      const key = auth.slice('Bearer '.length);
      if (key !== options.apiKey) {
        // As OpenAI does: the start and end of the key it was given.
        const shown = `${key.slice(0, 3)}*****${key.slice(-4)}`;
        return json(
          res,
          request,
          401,
          openAiError(
            `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
            'invalid_request_error',
            null,
            'invalid_api_key',
          ),
        );
      }
    }
    if (!request.body) {
      return json(
        res,
        request,
        400,
        openAiError(
          "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
          'invalid_request_error',
        ),
      );
    }
    const problem = invalid(request.body);
    if (problem) return json(res, request, 400, openAiError(problem[1], 'invalid_request_error', problem[0]));

    const script = answer(request, served++);
    if ('hang' in script) {
      request.status = 200;
      return;
    }
    if ('fail' in script) {
      return json(
        res,
        request,
        script.fail,
        openAiError(
          'The server had an error while processing your request. Sorry about that!',
          'server_error',
        ),
      );
    }
    if ('raw' in script) {
      request.status = script.status ?? 200;
      res.writeHead(request.status, {
        'content-type': script.contentType ?? 'text/event-stream; charset=utf-8',
      });
      for (const part of [script.raw].flat()) {
        if (res.destroyed) return;
        res.write(part);
        if (script.delayMs) await sleep(script.delayMs);
      }
      res.end();
      return;
    }

    const model = request.body.model as string;
    const id = `chatcmpl-${randomBytes(12).toString('base64url')}`;
    const created = Math.floor(Date.now() / 1000);
    const content =
      typeof script.content === 'string' ? script.content.split(/(?<= )/) : (script.content ?? []);
    const calls = (script.toolCalls ?? []).map((call) => ({
      id: call.id ?? `call_${randomBytes(12).toString('base64url')}`,
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    }));
    const finishReason = calls.length > 0 ? 'tool_calls' : 'stop';
    const usage = { prompt_tokens: 180, completion_tokens: 24, total_tokens: 204 };
    if (script.firstByteDelayMs) await sleep(script.firstByteDelayMs);
    if (res.destroyed) return;

    if (request.body.stream !== true || script.ignoreStream) {
      return json(res, request, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: content.length > 0 ? content.join('') : null,
              refusal: null,
              ...(calls.length > 0
                ? {
                    tool_calls: calls.map((c) => ({
                      id: c.id,
                      type: 'function',
                      function: { name: c.name, arguments: c.arguments },
                    })),
                  }
                : {}),
            },
            logprobs: null,
            finish_reason: finishReason,
          },
        ],
        usage,
        system_fingerprint: 'fp_fake',
      });
    }

    const includeUsage =
      (request.body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
    const chunk = (delta: object, finish: string | null = null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: 'fp_fake',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      ...(includeUsage ? { usage: null } : {}),
    });
    const events: object[] = [
      chunk({ role: 'assistant', content: content.length > 0 ? '' : null, refusal: null }),
    ];
    for (const text of content) events.push(chunk({ content: text }));
    for (const [index, call] of calls.entries()) {
      events.push(
        chunk({
          tool_calls: [
            { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } },
          ],
        }),
      );
      for (const fragment of pieces(call.arguments, script.argumentsFragment ?? 5)) {
        events.push(chunk({ tool_calls: [{ index, function: { arguments: fragment } }] }));
      }
    }
    events.push(chunk({}, finishReason));
    if (includeUsage)
      events.push({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        system_fingerprint: 'fp_fake',
        choices: [],
        usage,
      });

    request.status = 200;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.flushHeaders();
    for (const [i, event] of events.entries()) {
      if (script.stallAfter !== undefined && i >= script.stallAfter) return;
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify(event)}\n\n`);
      if (script.delayMs) await sleep(script.delayMs);
    }
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(fn) {
      answer = fn;
      served = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
