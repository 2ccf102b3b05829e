import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestServer {
  url: string;
  adminPassword: string;
  output: () => string;
  /** SIGTERM, then wait: answers the exit code. */
  stop: () => Promise<number | null>;
}

function freePort(): Promise<number> {
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

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${log()}`);
}

/** Starts the real shop (src/server/main.ts) on a free port with a temporary database, seeded with the demo. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
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
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
    return child.exitCode;
  };
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, adminPassword, output: () => log, stop };
}
