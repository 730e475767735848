/**
 * What can go wrong, as the client and external callers see it. The server throws `AppError`
 * with one of these codes; tRPC and REST turn it into the same HTTP status from this table.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** The body of every REST response (PRODUCT.md "REST facade"). */
export interface SuccessEnvelope<T> {
  statusCode: number;
  success: true;
  message: string;
  data: T;
}

export interface FailureEnvelope {
  statusCode: number;
  success: false;
  message: string;
  errors: string[];
  /** Only where the refusal needs more than its messages: a refused import's outcome, row by row. */
  data?: unknown;
}

export const GENERIC_ERROR_MESSAGES = {
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UNAVAILABLE: 'Sevak is briefly unavailable. Please try again in a moment.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have access to this.',
} as const;

/**
 * What the REST door says about an `Idempotency-Key`. The technician's phone reads `stillRunning`
 * to tell a 409 that means "ask again shortly" from one that means "no".
 */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible characters (letters, digits and punctuation, no spaces).',
  keyReused: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  stillRunning: 'A request with this Idempotency-Key is still being processed. Wait for its answer, then try again.',
} as const;
