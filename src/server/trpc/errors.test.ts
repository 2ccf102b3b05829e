import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/errors.js';
import { describeError } from './errors.js';

describe('every tRPC error code', () => {
  const codes = Object.keys(TRPC_ERROR_CODES_BY_KEY) as TRPC_ERROR_CODE_KEY[];

  it.each(codes)('%s answers its own HTTP status with a code of the vocabulary', (code) => {
    const error = new TRPCError({ code, message: 'raised by tRPC' });
    const { status, body } = describeError(error);
    expect(status).toBe(getHTTPStatusCodeFromError(error));
    expect(ERRORS[body.code].status).toBe(status);
    expect(ERRORS[body.code].trpc).toBe(code === 'PARSE_ERROR' ? 'BAD_REQUEST' : code);
    expect(body.message).toBe(status < 500 ? 'raised by tRPC' : ERRORS[body.code].message);
  });

  it('maps a mutation called with GET to 405 METHOD_NOT_ALLOWED', () => {
    const error = new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: 'Unsupported GET-request' });
    expect(describeError(error)).toEqual({
      status: 405,
      body: { message: 'Unsupported GET-request', code: 'METHOD_NOT_ALLOWED' },
    });
  });
});
