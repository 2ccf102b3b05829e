import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The real shop (src/server/main.ts, run from source with tsx) as a child process on a data folder that outlives
 * it: started, SIGKILLed and started again on the same files, as a crashed VPS service would be.
 */
export interface ChildShop {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL: no shutdown hook runs, the database is left as the kernel finds it. */
  kill: () => Promise<void>;
  /** SIGTERM, then wait for the exit. */
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The variables a test shop runs with on `dir` (the database, uploads and a fixed session key, so cookies survive restarts). */
export function shopEnv(dir: string, sessionKey: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_PATH: join(dir, 'shop.db'),
    UPLOADS_DIR: join(dir, 'uploads'),
    SESSION_KEY: sessionKey,
    ADMIN_PASSWORD: 'admin-password',
    PAYMENTS: 'test',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

export async function startChildShop(env: Record<string, string>, timeoutMs = 60_000): Promise<ChildShop> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running()) throw new Error(`The shop exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The shop did not answer /api/health in time:\n${log}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = (signal: NodeJS.Signals) => async () => {
    if (running()) child.kill(signal);
    await exited;
  };
  return { url, child, output: () => log, kill: end('SIGKILL'), stop: end('SIGTERM') };
}
