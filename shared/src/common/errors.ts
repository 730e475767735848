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
