import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import type { AppErrorCode } from '@sevak/shared';
import { AppError } from '../errors/app-error';
import { toAppError, validationMessages } from '../errors/to-app-error';
import type { Context } from './context';

const TRPC_CODE: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/**
 * A failure that stops a tRPC request before any procedure runs (a foreign origin, a body over
 * the limit), in the shape the error formatter below gives procedure errors, so the client
 * shows its message like any other.
 */
export function trpcFailureBody(error: AppError) {
  const code = TRPC_CODE[error.code];
  return {
    error: { message: error.message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: error.status, errors: error.errors } },
  };
}

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    // Input validation: the first field message reads as the error, all of them are in `errors`.
    if (error.cause instanceof ZodError) {
      const errors = validationMessages(error.cause);
      return { ...shape, message: errors[0] ?? shape.message, data: { ...shape.data, stack: undefined, errors } };
    }
    const appError = toAppError(error.cause ?? error);
    const message = error.code === 'INTERNAL_SERVER_ERROR' ? appError.message : error.message;
    return { ...shape, message, data: { ...shape.data, stack: undefined, errors: [message] } };
  },
});

/** Turns what a procedure threw (AppError, a database error) into the tRPC error of its status. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && !(result.error.cause instanceof ZodError) && result.error.code === 'INTERNAL_SERVER_ERROR') {
    const appError = toAppError(result.error.cause);
    if (appError.code !== 'INTERNAL') {
      throw new TRPCError({ code: TRPC_CODE[appError.code], message: appError.message, cause: appError });
    }
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const baseProcedure = t.procedure.use(mapErrors);
export { AppError };
