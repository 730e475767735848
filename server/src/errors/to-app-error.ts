import { ZodError } from 'zod';
import { messageOfIssue, MSG, type Message } from '@sevak/shared';
import { AppError } from './app-error';
import { translateDatabaseError } from './database-errors';

/** Every field's message, in order, once each. */
export function validationMessages(error: ZodError): Message[] {
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const issue of error.issues) {
    const message = messageOfIssue(issue);
    const identity = JSON.stringify(message);
    if (seen.has(identity)) continue;
    seen.add(identity);
    messages.push(message);
  }
  return messages;
}

export function validationError(error: ZodError): AppError {
  const errors = validationMessages(error);
  return new AppError('BAD_REQUEST', errors[0] ?? MSG.common.generic.invalidInput, { errors, cause: error });
}

/**
 * The AppError any thrown value stands for. Anything unexplained becomes INTERNAL, whose
 * message is generic: the cause is logged, never sent.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationError(error);
  return translateDatabaseError(error) ?? new AppError('INTERNAL', MSG.common.generic.internal, { cause: error });
}
