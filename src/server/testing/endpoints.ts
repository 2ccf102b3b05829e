import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { restRoutes } from '../rest/routes.js';
import { appRouter } from '../trpc/app-router.js';
import type { TestBrowser } from './helpers.js';

/**
 * Every way into the shop's procedures, read off the app router and the REST table themselves (so a new
 * procedure or row is in every walk at once): a label, the procedure it reaches, and a call through the real
 * HTTP path with a browser's session.
 */
export interface Endpoint {
  label: string;
  procedure: string;
  transport: 'trpc' | 'rest';
  /** The procedure's input schemas (`.input()`), outermost first. */
  inputs: z.ZodType[];
  /** REST: the path's parameter names (`:id` → 'id'). */
  params: string[];
  /**
   * Sends `input` as JSON (a query's `?input=` over tRPC). REST: an object's keys named like the path's
   * parameters fill them (made-up ids otherwise), the rest is the body; `query` is appended as is.
   */
  call: (browser: TestBrowser, input?: unknown, query?: string) => Promise<LightMyRequestResponse>;
}

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[] };
}
const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

/** A made-up value for a path parameter nobody owns: a fresh cart id, an unused id or slug. */
function madeUpParam(name: string): string {
  if (name === 'cartId') return randomUUID();
  if (['slug', 'category', 'collection', 'name'].includes(name)) return 'no-such-thing';
  return '999999';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A generated value as path text (an object as its JSON: `String` throws on one without a prototype). */
const pathText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

function trpcEndpoint(name: string): Endpoint {
  const def = procedures[name]?._def;
  if (!def) throw new Error(`No procedure ${name}`);
  return {
    label: `trpc ${name}`,
    procedure: name,
    transport: 'trpc',
    inputs: def.inputs,
    params: [],
    call: (browser, input = {}) =>
      def.type === 'query'
        ? browser.get(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input) ?? '')}`)
        : browser.json('POST', `/trpc/${name}`, JSON.stringify(input) ?? ''),
  };
}

function restEndpoint(row: (typeof restRoutes)[number]): Endpoint {
  const params = [...row.url.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1] as string);
  return {
    label: `${row.method} ${row.url}`,
    procedure: row.procedure,
    transport: 'rest',
    inputs: procedures[row.procedure]?._def.inputs ?? [],
    params,
    call: (browser, input, query = '') => {
      const named = isPlainObject(input) ? input : {};
      const body: unknown = isPlainObject(input) ? { ...input } : input;
      let url = row.url;
      for (const param of params) {
        const value = named[param] ?? madeUpParam(param);
        if (isPlainObject(body)) delete body[param];
        url = url.replace(`:${param}`, encodeURIComponent(pathText(value)) || madeUpParam(param));
      }
      if (query) url += `?${query}`;
      return row.method === 'GET' ? browser.get(url) : browser.json(row.method, url, JSON.stringify(body) ?? '');
    },
  };
}

export const procedureNames = (): string[] => Object.keys(procedures);

/** Every tRPC procedure, then every REST row. */
export function allEndpoints(): Endpoint[] {
  return [...procedureNames().map(trpcEndpoint), ...restRoutes.map(restEndpoint)];
}

/** The error code of an answer, whichever transport: REST `{code}`, tRPC `{error: {data: {appCode}}}`. */
export function errorCode(res: LightMyRequestResponse): string | undefined {
  try {
    const body = res.json() as { code?: unknown; error?: { data?: { appCode?: string } } };
    return typeof body?.code === 'string' ? body.code : body?.error?.data?.appCode;
  } catch {
    return undefined;
  }
}

/** The `{message, code}` of an error answer, whichever transport; null when it has not that shape. */
export function errorBody(res: LightMyRequestResponse): { message: string; code: string } | null {
  try {
    const body = res.json() as { message?: unknown; code?: unknown; error?: { message?: unknown } };
    const message = typeof body?.message === 'string' ? body.message : body?.error?.message;
    const code = errorCode(res);
    return typeof message === 'string' && typeof code === 'string' ? { message, code } : null;
  } catch {
    return null;
  }
}
