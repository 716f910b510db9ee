import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ApiError, type ErrorCode, statusForCode } from '@shared/errors';
import { errorMessage } from '@shared/error-messages';
import { translateTextMessage } from '@shared/text-messages';
import { requestLanguage } from './language';

/** The one error type code throws; the handler below turns it into HTTP. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ApiError['details'],
    /** For a 429: seconds until an attempt can succeed (the Retry-After header and the body's retryAfter). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
  /** True when the message was given explicitly (it is then shown as is). */
  get hasCustomMessage(): boolean {
    return this.message !== this.code;
  }
}

export const notFound = (): AppError => new AppError('NOT_FOUND');

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  text?: string,
  details?: ApiError['details'],
  retryAfterSeconds?: number,
) {
  // A 429 always says when to come back: ours carry it, @fastify/rate-limit's set the header.
  const retryAfter = code === 'RATE_LIMITED' ? (retryAfterSeconds ?? retryAfterHeader(reply)) : undefined;
  if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
  const body: ApiError = {
    error: text ?? errorMessage(code, requestLanguage(request)),
    code,
    ...(details ? { details } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    requestId: request.id,
  };
  return reply.status(statusForCode(code)).type('application/json').send(body);
}

function retryAfterHeader(reply: FastifyReply): number | undefined {
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** Maps Fastify's own error codes (body parser, limits) to ours; all are 4xx. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_RATE_LIMIT: 'RATE_LIMITED',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Field messages of a failed schema; the shared text and id messages in the caller's language. */
function validationDetails(error: FastifyError, language: string): ApiError['details'] {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  return error.validation.map((v) => {
    const message = v.message ?? 'Invalid value';
    return {
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: translateTextMessage(message, language) ?? message,
    };
  });
}

/**
 * A value the database itself refused as data: PostgreSQL's class 22 ("data exception": a NUL in
 * text, a number out of a column's range, an invalid byte sequence) or SQLite's too-big or
 * mismatched value. The schemas should have stopped it; if one did not, it is still the request's
 * fault, not the server's.
 */
export function isRefusedDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  const isPostgres =
    /^22[0-9A-Z]{3}$/.test(code) && typeof (error as { severity?: unknown }).severity === 'string';
  return isPostgres || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH';
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (statusForCode(error.code) >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(
        request,
        reply,
        error.code,
        error.hasCustomMessage ? error.message : undefined,
        error.details,
        error.retryAfterSeconds,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationDetails(error, requestLanguage(request));
      // The first field message is the toast text: it is the spec's wording for that field.
      return sendError(request, reply, 'VALIDATION_FAILED', details?.[0]?.message, details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(request, reply, 'INTERNAL');
    }
    if (isRefusedDataError(error)) {
      request.log.warn({ err: error }, 'the database refused a value that passed validation');
      return sendError(request, reply, 'BAD_REQUEST');
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(request, reply, mapped);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 404
          ? 'NOT_FOUND'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 415
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : status === 429
                ? 'RATE_LIMITED'
                : status === 403
                  ? 'FORBIDDEN'
                  : status === 401
                    ? 'UNAUTHENTICATED'
                    : 'BAD_REQUEST';
      return sendError(request, reply, code);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
}

/**
 * Errors Fastify raises before routing (a malformed URL, a path parameter past maxParamLength)
 * answer in the same JSON shape. An over-long id can never name a row, so it is a 404.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'NOT_FOUND'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'BAD_REQUEST'
        : 'INTERNAL';
  if (code === 'INTERNAL') request.log.error({ err: error }, 'framework error');
  void sendError(request, reply, code);
}
