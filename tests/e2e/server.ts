import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildShop, shopEnv, startChildShop } from '../../src/server/ops/shop-process.js';

export interface TestServer {
  url: string;
  adminPassword: string;
  /** The shop's SQLite file (read it; write it only to move a row's time back, as a spec that would wait for it). */
  databasePath: string;
  output: () => string;
  /** SIGTERM, then wait: answers the exit code. */
  stop: () => Promise<number | null>;
}

/** Starts the real shop (src/server/main.ts) on a free port with a temporary database, seeded with the demo. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'wbs-e2e-'));
  const settings = shopEnv(dir, randomBytes(32).toString('hex'), env);
  let shop: ChildShop;
  try {
    shop = await startChildShop(settings, { compiled: true });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopping = false;
  shop.child.once('exit', (code, signal) => {
    // Say so at once: the spec then fails on refused connections that would not say why.
    if (!stopping)
      console.error(`The shop on ${shop.url} (pid ${shop.child.pid}) ended mid-spec: ${signal ?? `exit ${code}`}`);
  });
  const stop = async () => {
    stopping = true;
    await shop.stop();
    rmSync(dir, { recursive: true, force: true });
    return shop.child.exitCode;
  };
  return {
    url: shop.url,
    adminPassword: settings.ADMIN_PASSWORD as string,
    databasePath: settings.DATABASE_PATH as string,
    output: shop.output,
    stop,
  };
}
