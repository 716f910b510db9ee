/** Error codes and texts as plain data (no zod), so any bundle can use them; errors.ts adds the schemas. */
/** Every error the API can answer with. The web client maps these codes to translated messages. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  CROSS_SITE: 403,
  HUMAN_CHECK_REQUIRED: 403,
  ALREADY_AUTHENTICATED: 403,
  CAPTCHA_FAILED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  TOKEN_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function statusForCode(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** English texts per code; `error-messages.ts` carries the other languages. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: 'The request could not be understood.',
  VALIDATION_FAILED: 'Some fields are not valid.',
  INVALID_JSON: 'The request body is not valid JSON.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INVALID_CREDENTIALS: 'Invalid email or password. Please try again.',
  FORBIDDEN: 'You do not have access to this.',
  CSRF_INVALID: 'Invalid or missing CSRF token. Please refresh the page.',
  CROSS_SITE: 'Changes can only be made from Larder itself, not from another site.',
  HUMAN_CHECK_REQUIRED:
    'There were several failed sign-ins to this account. Please confirm you are human, then sign in.',
  ALREADY_AUTHENTICATED: 'Already authenticated',
  CAPTCHA_FAILED: 'Please complete the CAPTCHA verification',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with existing data.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  USERNAME_TAKEN: 'This username is already taken.',
  TOKEN_INVALID: 'This link is invalid or has expired.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  RATE_LIMITED: 'Too many requests. Please wait and try again.',
  INTERNAL: 'Something went wrong. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable.',
};

/** The body of every error response: `error` is the human text a toast shows. */
export type ApiError = {
  error: string;
  code: ErrorCode;
  details?: Array<{ path: string; message: string }>;
  /** With RATE_LIMITED: seconds until a new attempt can succeed (also the Retry-After header). */
  retryAfter?: number;
  requestId?: string;
};

/** A light check of an error body, for clients that do not load the schema. */
export function isApiError(value: unknown): value is ApiError {
  const v = value as Partial<ApiError> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.error === 'string' &&
    typeof v.code === 'string' &&
    v.code in ERROR_CODES
  );
}
