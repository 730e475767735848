import { APP_ERROR_STATUS, GENERIC_ERROR_MESSAGES, type AppErrorCode } from '@sevak/shared';

/**
 * The one error a service throws on purpose. Its message is written for a shop owner and is
 * shown as is; `errors` lists one message per invalid field.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly errors: string[];
  /** What the caller needs to put the request right beyond the messages (a refused import's rows); REST sends it as `data`. */
  readonly details: unknown;

  constructor(code: AppErrorCode, message: string, options: { errors?: string[]; cause?: unknown; details?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors ?? [message];
    this.details = options.details;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  static notFound(what: string): AppError {
    return new AppError('NOT_FOUND', `${what} not found.`);
  }

  static conflict(message: string): AppError {
    return new AppError('CONFLICT', message);
  }

  static unauthorized(message: string = GENERIC_ERROR_MESSAGES.UNAUTHORIZED): AppError {
    return new AppError('UNAUTHORIZED', message);
  }

  static forbidden(message: string = GENERIC_ERROR_MESSAGES.FORBIDDEN): AppError {
    return new AppError('FORBIDDEN', message);
  }
}
