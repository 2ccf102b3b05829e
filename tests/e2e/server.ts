import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/server/testing/child-server.js';

export interface TestServer {
  url: string;
  adminPassword: string;
  output: () => string;
  /** SIGTERM, then wait: answers the exit code. */
  stop: () => Promise<number | null>;
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
 * Whether `pid` itself listens on `port`. Other shops (another worktree's specs) also take free
 * ports: one may have taken this one between the probe and our server's bind, and would then
 * answer our health check, sign-ins included, until it stops mid-spec.
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

/** Neither exited nor killed by a signal. */
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitForHealth(url: string, port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!running(child)) {
      const Failure = /EADDRINUSE/.test(log()) ? PortTaken : Error;
      throw new Failure(`The server exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    try {
      if (child.pid !== undefined && listensOn(child.pid, port) && (await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${log()}`);
}

/** Starts the real shop (src/server/main.ts) on a free port with a temporary database, seeded with the demo. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), env);
    } catch (error) {
      // Someone took the free port before the server bound it: take another one.
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startOn(port: number, env: Record<string, string>): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'wbs-e2e-'));
  const adminPassword = 'admin-password';
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'shop.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      SESSION_KEY: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  let stopping = false;
  child.once('exit', (code, signal) => {
    // Say so at once: the spec then fails on refused connections that would not say why.
    if (!stopping) console.error(`The shop on ${url} (pid ${child.pid}) ended mid-spec: ${signal ?? `exit ${code}`}`);
  });
  const stop = async () => {
    stopping = true;
    if (running(child)) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
    return child.exitCode;
  };
  try {
    await waitForHealth(url, port, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, adminPassword, output: () => log, stop };
}
