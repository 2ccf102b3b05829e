import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT, SERVER_BUNDLE } from '../paths.js';

/**
 * The real shop as a child process, on a free port: from source with tsx (src/server/main.ts), or `compiled` as
 * `npm start` runs it (dist/app/main.js: build it first, scripts/build-if-stale.ts). The crash and backup drills
 * start, SIGKILL and start it again on a data folder that outlives it, as a crashed VPS service would be; the e2e
 * specs (`tests/e2e/server.ts`) and the benchmarks start the compiled one.
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

/** The inodes of the sockets listening on `port` (Linux's /proc); null where there is no /proc to read. */
function listeningSockets(port: number): Set<string> | null {
  const files = ['/proc/net/tcp', '/proc/net/tcp6'].filter((file) => existsSync(file));
  if (files.length === 0) return null;
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (local?.endsWith(hex) && state === '0A' && inode) inodes.add(inode);
    }
  }
  return inodes;
}

/**
 * Whether `pid` itself listens on `port`. Other shops (another worktree's tests) also take free
 * ports: one may have taken this one between the probe and our server's bind, and would then
 * answer our health check, sign-ins included, until it stops mid-test.
 */
function listensOn(pid: number, port: number): boolean {
  const sockets = listeningSockets(port);
  if (sockets === null) return true;
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return sockets.has(readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1] ?? '');
      } catch {
        return false; // closed meanwhile
      }
    });
  } catch {
    return false;
  }
}

class PortTaken extends Error {}

/** Starts the shop with `env` on a free port and waits for its /api/health; another port when someone took that one first. */
export async function startChildShop(
  env: Record<string, string>,
  { compiled = false, timeoutMs = 60_000 }: { compiled?: boolean; timeoutMs?: number } = {},
): Promise<ChildShop> {
  const args = compiled ? [SERVER_BUNDLE] : ['--import', 'tsx', join(PROJECT_ROOT, 'src', 'server', 'main.ts')];
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), args, env, timeoutMs);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startOn(
  port: number,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ChildShop> {
  let log = '';
  const child = spawn(process.execPath, args, {
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
    if (!running()) {
      const Failure = /EADDRINUSE/.test(log) ? PortTaken : Error;
      throw new Failure(`The shop exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`The shop did not answer /api/health within ${timeoutMs / 1000} s:\n${log}`);
    }
    const ok =
      child.pid !== undefined &&
      listensOn(child.pid, port) &&
      (await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = (signal: NodeJS.Signals) => async () => {
    if (running()) child.kill(signal);
    await exited;
  };
  return { url, child, output: () => log, kill: end('SIGKILL'), stop: end('SIGTERM') };
}
