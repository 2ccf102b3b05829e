import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { islandQueriesScript, recordingQueryClient, takePageQueries, useCarried } from './island-queries';

/** A render's cache, as the route's loaders leave it: three queries with data, one that failed. */
async function loadedCache() {
  const client = createQueryClient();
  client.setQueryData(['settings'], { shopName: 'Wild Bleach <Studio>' });
  client.setQueryData(['product', 1], { name: 'Acid Tee', price: 48 });
  client.setQueryData(['related', 1], [{ name: 'Desert Hoodie' }]);
  await client.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) });
  return client;
}

function Product() {
  const { data } = useQuery<{ name: string }>({ queryKey: ['product', 1], queryFn: () => Promise.reject() });
  return <p>{data?.name}</p>;
}

function ShopName() {
  return <p>{useQueryClient().getQueryData<{ shopName: string }>(['settings'])?.shopName}</p>;
}

function Broken() {
  useQuery({ queryKey: ['broken'], queryFn: () => Promise.reject() });
  return null;
}

function Reviews() {
  useCarried(['reviews', 1]);
  return null;
}

afterEach(() => {
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
});

describe('the queries a page drawn as islands carries', () => {
  it('notes each query a part reads through the recording client, and draws it with the cache’s data', async () => {
    const client = await loadedCache();
    const read = new Set<string>();
    const recording = recordingQueryClient(client, read);
    const html = renderToString(
      <QueryClientProvider client={recording}>
        <Product />
        <ShopName />
      </QueryClientProvider>,
    );
    expect(html).toContain('Acid Tee');
    expect(html).toContain('Wild Bleach &lt;Studio&gt;');
    expect([...read].sort()).toEqual(['["product",1]', '["settings"]']);
    // The same recording client for the render's client (an island in an island), and for itself.
    expect(recordingQueryClient(client, read)).toBe(recording);
    expect(recordingQueryClient(recording, read)).toBe(recording);
  });

  it('writes only the queries read that have data, as a JSON block the runtime puts in its cache', async () => {
    const client = await loadedCache();
    const read = new Set<string>();
    renderToString(
      <QueryClientProvider client={recordingQueryClient(client, read)}>
        <ShopName />
        <Broken />
      </QueryClientProvider>,
    );
    const block = islandQueriesScript(client, read);
    expect(block).toMatch(/^<script type="application\/json" id="island-queries">/);
    expect(block).not.toContain('<Studio>');
    expect(block).not.toContain('Acid Tee');
    expect(block).not.toContain('Desert Hoodie');
    document.body.innerHTML = block;
    const browser = createQueryClient();
    takePageQueries(browser);
    expect(browser.getQueryData(['settings'])).toEqual({ shopName: 'Wild Bleach <Studio>' });
    expect(
      browser
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    ).toEqual(['["settings"]']);
  });

  it('puts nothing in the cache of a page without the block', () => {
    const browser = createQueryClient();
    takePageQueries(browser);
    expect(browser.getQueryCache().getAll()).toEqual([]);
  });

  it('notes a query the island reads later (useCarried) on the server only', async () => {
    const client = await loadedCache();
    client.setQueryData(['reviews', 1], { items: [] });
    const read = new Set<string>();
    const draw = () =>
      renderToString(
        <QueryClientProvider client={recordingQueryClient(client, read)}>
          <Reviews />
        </QueryClientProvider>,
      );
    draw();
    expect(read.size).toBe(0);
    vi.stubEnv('SSR', true);
    draw();
    expect([...read]).toEqual(['["reviews",1]']);
  });
});
