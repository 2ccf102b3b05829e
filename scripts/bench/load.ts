import { Agent, get } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function fetchOnce(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Requests per second for `total` GETs of `url`, `concurrency` at a time over keep-alive connections. */
export async function measure(url: string, total = 3000, concurrency = 16): Promise<number> {
  let next = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < total) {
      next++;
      const status = await fetchOnce(url);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - started) / 1000);
}
