import { APP_ERROR_STATUS, MSG, type AppErrorCode, type Language, type Message, type MessageKey } from '@sevak/shared';
import { renderMessage } from '../i18n/messages';

const asMessage = (message: MessageKey | Message): Message => (typeof message === 'string' ? { key: message } : message);

/**
 * The one error a service throws on purpose. It carries its message by key (shared/src/i18n), so
 * each door says it in its caller's language: tRPC sends the keys for the client to render, REST
 * renders them in the request's `Accept-Language`. `message` and `errors` are the English, for
 * logs and for callers that ask for nothing else; `messages` lists one per invalid field.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  /** What went wrong, by key. */
  readonly headline: Message;
  /** One message per invalid field; the headline alone when the error is about no field. */
  readonly messages: readonly Message[];
  /** What the caller needs to put the request right beyond the messages (a refused import's rows); REST sends it as `data`. */
  readonly details: unknown;

  constructor(code: AppErrorCode, message: MessageKey | Message, options: { errors?: readonly Message[]; cause?: unknown; details?: unknown } = {}) {
    const first = asMessage(message);
    super(renderMessage(first), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.headline = first;
    this.messages = options.errors && options.errors.length > 0 ? options.errors : [first];
    this.details = options.details;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  /** Each field's message in English. */
  get errors(): string[] {
    return this.messages.map((message) => renderMessage(message));
  }

  /** True when the error's headline is the sentence `key`. */
  says(key: MessageKey): boolean {
    return this.headline.key === key;
  }

  /** The message and each field's message in `language`. */
  renderIn(language: Language): { message: string; errors: string[] } {
    return { message: renderMessage(this.headline, language), errors: this.messages.map((message) => renderMessage(message, language)) };
  }

  static notFound(message: MessageKey | Message): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static conflict(message: MessageKey | Message): AppError {
    return new AppError('CONFLICT', message);
  }

  static unauthorized(message: MessageKey | Message = MSG.common.generic.unauthorized): AppError {
    return new AppError('UNAUTHORIZED', message);
  }

  static forbidden(message: MessageKey | Message = MSG.common.generic.forbidden): AppError {
    return new AppError('FORBIDDEN', message);
  }
}
