import { createTRPCClient } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../server/trpc/app-router';
import { serverError, stubTrpc } from './test-trpc';
import { createHttpTrpcClient, lazyLink } from './trpc';

const SESSION = { authenticated: false };

describe("the browser's tRPC client", () => {
  it('asks the session check at its REST path and everything else through /trpc', async () => {
    const server = stubTrpc({
      'account.sessionCheck': () => SESSION,
      'catalogue.categories': () => ['Shirts'],
    });
    const client = createHttpTrpcClient();
    expect(await client.account.sessionCheck.query()).toEqual(SESSION);
    expect(await client.catalogue.categories.query()).toEqual(['Shirts']);
    const urls = server.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(urls).toEqual(['/api/session-check', '/trpc/catalogue.categories']);
    expect(server.fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('fails a session check the server refused, as a tRPC error', async () => {
    stubTrpc({ 'account.sessionCheck': serverError('Too many requests', 'RATE_LIMITED', 429) });
    await expect(createHttpTrpcClient().account.sessionCheck.query()).rejects.toMatchObject({
      name: 'TRPCClientError',
    });
  });

  it('loads the transport with the first call, once for many, and again after a load that failed', async () => {
    const server = stubTrpc({ 'catalogue.categories': () => ['Prints'] });
    let loads = 0;
    const client = createTRPCClient<AppRouter>({
      links: [
        lazyLink(async () => {
          loads += 1;
          if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return (await import('./trpc-transport')).httpTransport('en');
        }),
      ],
    });
    expect(loads).toBe(0);
    await expect(client.catalogue.categories.query()).rejects.toMatchObject({ name: 'TRPCClientError' });
    const answers = await Promise.all([client.catalogue.categories.query(), client.catalogue.categories.query()]);
    expect(answers).toEqual([['Prints'], ['Prints']]);
    await client.catalogue.categories.query();
    expect(loads).toBe(2);
    // The two calls made together went as one batch.
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });
});
