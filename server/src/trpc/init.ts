import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import type { AppErrorCode } from '@sevak/shared';
import { AppError } from '../errors/app-error';
import { toAppError, validationError } from '../errors/to-app-error';
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
    error: {
      message: error.message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: { code, httpStatus: error.status, errors: error.errors, messages: error.messages },
    },
  };
}

/**
 * The AppError behind a failed call: its input's validation, what the procedure threw, or, for
 * anything unexplained, the generic INTERNAL one. tRPC's own refusals (an unknown procedure) have none.
 */
function appErrorBehind(error: TRPCError): AppError | undefined {
  if (error.cause instanceof ZodError) return validationError(error.cause);
  if (error.cause instanceof AppError) return error.cause;
  if (error.code === 'INTERNAL_SERVER_ERROR') return toAppError(error.cause ?? error);
  return undefined;
}

/*
 * An error reaches the client with its sentences in English (`message`, `errors`) and by key
 * (`messages`), which the client renders in its user's language.
 */
const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const appError = appErrorBehind(error);
    const data = { ...shape.data, stack: undefined };
    if (!appError) return { ...shape, data: { ...data, errors: [shape.message], messages: [] } };
    return { ...shape, message: appError.message, data: { ...data, errors: appError.errors, messages: appError.messages } };
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
