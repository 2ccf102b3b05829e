import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, ERRORS, type ErrorBody, type ErrorCode } from '../../shared/errors.js';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale.js';
import { inFrench } from '../domain/error-messages.fr.js';

/** Human text for the first zod issue, naming the field when the message does not. */
function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return ERRORS.BAD_REQUEST.message;
  const field = issue.path.join('.');
  if (!field || issue.message.toLowerCase().includes(String(issue.path.at(-1)).toLowerCase())) {
    return issue.message;
  }
  return `${field}: ${issue.message}`;
}

/** Every tRPC error code in the vocabulary: an error tRPC raises itself (wrong method, bad batch) keeps its status. */
const TRPC_TO_CODE: Record<TRPCError['code'], ErrorCode> = {
  PARSE_ERROR: 'BAD_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  TIMEOUT: 'TIMEOUT',
  CONFLICT: 'CONFLICT',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE_CONTENT: 'UNPROCESSABLE',
  PRECONDITION_REQUIRED: 'PRECONDITION_REQUIRED',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  CLIENT_CLOSED_REQUEST: 'CLIENT_CLOSED',
  INTERNAL_SERVER_ERROR: 'INTERNAL',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  BAD_GATEWAY: 'BAD_GATEWAY',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  GATEWAY_TIMEOUT: 'GATEWAY_TIMEOUT',
};

/** Turns anything thrown below a procedure into a TRPCError carrying the AppError as cause. */
export function toTRPCError(error: unknown): TRPCError {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (cause instanceof AppError) {
    return new TRPCError({ code: ERRORS[cause.code].trpc, message: cause.message, cause });
  }
  if (cause instanceof ZodError) {
    return new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(cause), cause });
  }
  if (error instanceof TRPCError) return error;
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error instanceof Error ? error : undefined });
}

/**
 * The one description of an error both transports answer with: status and `{message, code}`, the message in the
 * asking page's language (`locale`: English answers are the thrown messages, as the spec words them).
 */
export function describeError(error: TRPCError, locale: Locale = DEFAULT_LOCALE): { status: number; body: ErrorBody } {
  const described = describeInEnglish(error);
  if (locale !== 'fr') return described;
  const detail = error.cause instanceof AppError ? error.cause.detail : undefined;
  const { message, code } = described.body;
  return { status: described.status, body: { message: inFrench(code, message, detail), code } };
}

function describeInEnglish(error: TRPCError): { status: number; body: ErrorBody } {
  const cause = error.cause;
  if (cause instanceof AppError) {
    return { status: cause.status, body: { message: cause.message, code: cause.code } };
  }
  if (cause instanceof ZodError) {
    return { status: 400, body: { message: zodMessage(cause), code: 'BAD_REQUEST' } };
  }
  const code = TRPC_TO_CODE[error.code] ?? 'INTERNAL';
  const status = ERRORS[code].status;
  const message = status >= 500 ? ERRORS[code].message : error.message || ERRORS[code].message;
  return { status, body: { message, code } };
}
