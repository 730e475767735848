import { ZodError } from 'zod';
import { GENERIC_ERROR_MESSAGES } from '@sevak/shared';
import { AppError } from './app-error';
import { translateDatabaseError } from './database-errors';

/** Every field's message, in order, once each. */
export function validationMessages(error: ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

export function validationError(error: ZodError): AppError {
  const errors = validationMessages(error);
  return new AppError('BAD_REQUEST', errors[0] ?? 'Invalid input', { errors, cause: error });
}

/**
 * The AppError any thrown value stands for. Anything unexplained becomes INTERNAL, whose
 * message is generic: the cause is logged, never sent.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationError(error);
  return translateDatabaseError(error) ?? new AppError('INTERNAL', GENERIC_ERROR_MESSAGES.INTERNAL, { cause: error });
}
