import type { ErrorCode } from '@shared/errors';
import { isTRPCClientError } from '@trpc/client';

/** The human text the server answered with, or null when no answer came (network failure). */
export function serverMessage(error: unknown): string | null {
  if (!isTRPCClientError(error) || !error.shape) return null;
  return error.message || null;
}

/** The server's error code (`AppError` vocabulary), or null. */
export function errorCode(error: unknown): ErrorCode | null {
  if (!isTRPCClientError(error)) return null;
  const data: unknown = error.data;
  if (data && typeof data === 'object' && 'appCode' in data && typeof data.appCode === 'string') {
    return data.appCode as ErrorCode;
  }
  return null;
}
