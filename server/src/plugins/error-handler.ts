import type { FastifyError, FastifyInstance } from 'fastify';
import { languageOfAcceptLanguage, MSG, type FailureEnvelope, type Language } from '@sevak/shared';
import { AppError } from '../errors/app-error';
import { toAppError } from '../errors/to-app-error';
import { sendJsonAnswer } from '../http/json-answer';
import { trpcFailureBody } from '../trpc/init';

const TRPC_PATH = /^\/trpc(\/|$)/;

/** Fastify's own request errors, said plainly. */
const FRAMEWORK_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('BAD_REQUEST', MSG.common.request.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('BAD_REQUEST', MSG.common.request.emptyJson),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', MSG.common.request.tooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('BAD_REQUEST', MSG.common.request.notJson),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError('BAD_REQUEST', MSG.common.request.contentLengthMismatch),
};

/** The language a REST caller asked for: English (the spec's text) unless `Accept-Language` prefers Hindi. */
export function requestLanguage(request: { headers: { 'accept-language'?: string | undefined } }): Language {
  return languageOfAcceptLanguage(request.headers['accept-language']);
}

export function failureEnvelope(error: AppError, language: Language = 'en'): FailureEnvelope {
  const { message, errors } = error.renderIn(language);
  const envelope: FailureEnvelope = { statusCode: error.status, success: false, message, errors };
  return error.details === undefined ? envelope : { ...envelope, data: error.details };
}

/**
 * The one place a failed request becomes a response: PRODUCT.md's envelope (tRPC's shape on
 * /trpc), the status of its AppError code, and for a 500 a generic message while the cause goes
 * to the log.
 */
/**
 * A client's mistake the framework or the static file server already answered with a 4xx (a path
 * that is not a file, a NUL in a file name, a folder): it stays that 4xx, in Sevak's words.
 */
function clientErrorOf(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? (error as { status?: number }).status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 404 || status === 403) return AppError.notFound(MSG.common.notFound.file);
  if (status === 413) return FRAMEWORK_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE;
  return new AppError('BAD_REQUEST', MSG.common.request.notAnswerable, { cause: error });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = (error.code && FRAMEWORK_ERRORS[error.code]) || undefined;
    const appError = known ?? (error instanceof AppError ? error : (clientErrorOf(error) ?? toAppError(error)));
    // A client's mistake is in the request's own log line (http/request-log.ts); only these are more.
    if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'request failed');
    else if (appError.code === 'UNAVAILABLE') request.log.warn({ err: error }, 'database unavailable');
    // A tRPC request fails in tRPC's shape, whatever stopped it.
    const body = TRPC_PATH.test(request.url) ? trpcFailureBody(appError) : failureEnvelope(appError, requestLanguage(request));
    return sendJsonAnswer(reply, appError.status, body);
  });
}
