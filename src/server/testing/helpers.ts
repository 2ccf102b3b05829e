import type SQLite from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createDb, type Db, migrateToLatest, rawSqlite } from '../db/index.js';
import type { Clock } from '../deps.js';
import { createUser, hashPassword } from '../domain/accounts/accounts.js';
import type { ClientBuild } from '../http/client-manifest.js';
import { createTestGateway, type TestGateway } from '../payments/test-gateway.js';
import { RateLimits } from '../rate-limits.js';
import { type Context, createContextInner, type SessionPort } from '../trpc/context.js';
import { freshPostgresDb, postgresTestServer } from './postgres.js';

/** A clock the test moves by hand. */
export function manualClock(start = '2026-11-23T10:00:00.000Z') {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** A config for tests: in-memory database, silent logs; `env` overrides any variable. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ DATABASE_PATH: ':memory:', LOG_LEVEL: 'silent', UPLOADS_DIR: '/tmp/wbs-test-uploads', ...env });
}

/**
 * The real app over `db`, its pages rendered by the client's own server entry (`src/client/entry-server.tsx`, as the
 * build does) with no script or CSS manifest unless `build` gives one: for tests of what the server-rendered HTML
 * carries.
 */
export async function renderingApp(
  db: Db,
  config: Config = testConfig(),
  build: Partial<ClientBuild> = {},
): Promise<FastifyInstance> {
  const client = await import('../../client/entry-server.js');
  const { manifest = { routes: { __root__: {} } }, pageStyles = {} } = build;
  return buildApp({
    db,
    config,
    logger: false,
    render: { render: client.render, pageKey: client.pageKey, manifest, pageStyles },
  });
}

let migrated: Promise<Buffer> | undefined;

/** The migrated schema, built once per test file: every SQLite test database starts as a copy of it. */
function migratedSqlite(): Promise<Buffer> {
  migrated ??= (async () => {
    const db = createDb(':memory:');
    try {
      await migrateToLatest(db);
      return (rawSqlite(db) as SQLite.Database).serialize();
    } finally {
      await db.destroy();
    }
  })();
  return migrated;
}

/**
 * A migrated in-memory database (under `npm run test:pg`, a fresh PostgreSQL database): a copy of the schema
 * migrated once per file (~1 ms instead of ~150 ms of migrations a test), as test:pg copies its template.
 */
export async function testDb(): Promise<Db> {
  const server = postgresTestServer();
  if (server) return freshPostgresDb(server);
  return createDb(await migratedSqlite());
}

export interface TestShop {
  app: FastifyInstance;
  db: Db;
  config: Config;
}

/** The real app over a migrated in-memory database; `clock` drives its time (default: the real one). */
export async function testApp(env: Record<string, string> = {}, clock?: Clock): Promise<TestShop> {
  const config = testConfig(env);
  const db = await testDb();
  const app = await buildApp({ db, config, clock, logger: false });
  return { app, db, config };
}

interface UseTestAppOptions {
  /** Config overrides; a function when they are known only once an earlier hook ran (an SMTP sink's URL). */
  env?: Record<string, string> | (() => Record<string, string>);
  clock?: Clock;
  /** Also sign in an admin ('owner', password 'secret1') before each test. */
  admin?: boolean;
  /** One shop for the whole file (before/after all tests), for files whose cases don't interfere. */
  perFile?: boolean;
}

/**
 * The hooks of a server test file: before each test a fresh `testApp()` (with `admin: true`, also
 * `signedInAdmin`), handed to `use` for the file's variables; after it the app closes and the
 * database goes: `useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));`. With `perFile: true`, the
 * same once for the whole file.
 */
export function useTestApp(use: (shop: TestShop) => void): void;
export function useTestApp(
  options: UseTestAppOptions & { admin: true },
  use: (shop: TestShop & SignedInAdmin) => void,
): void;
export function useTestApp(options: UseTestAppOptions, use: (shop: TestShop) => void): void;
export function useTestApp(
  ...args: [(shop: TestShop) => void] | [UseTestAppOptions, (shop: TestShop & SignedInAdmin) => void]
): void {
  const [{ env = {}, clock, admin = false, perFile = false }, use] = args.length === 1 ? [{}, args[0]] : args;
  const [before, after] = perFile ? [beforeAll, afterAll] : [beforeEach, afterEach];
  let shop: TestShop | undefined;
  before(
    async () => {
      shop = await testApp(typeof env === 'function' ? env() : env, clock);
      use({ ...shop, ...(admin ? await signedInAdmin(shop.app, shop.db) : {}) } as TestShop & SignedInAdmin);
    },
    perFile ? 60_000 : undefined,
  );
  after(async () => {
    await shop?.app.close();
    await shop?.db.destroy();
  });
}

/**
 * The hooks of a domain test file: before each test a fresh migrated database and a test gateway
 * over it on `clock`, handed to `use`; after it the database goes. No app, no HTTP:
 * `useTestDb({ clock: () => t0 }, (deps) => ({ db, gateway } = deps));`.
 */
export function useTestDb(use: (deps: TestDeps) => void): void;
export function useTestDb(options: { clock?: Clock }, use: (deps: TestDeps) => void): void;
export function useTestDb(...args: [(deps: TestDeps) => void] | [{ clock?: Clock }, (deps: TestDeps) => void]): void {
  const [{ clock }, use] = args.length === 1 ? [{}, args[0]] : args;
  let db: Db | undefined;
  beforeEach(async () => {
    db = await testDb();
    use({ db, gateway: createTestGateway(db, clock) });
  });
  afterEach(async () => {
    await db?.destroy();
  });
}

interface TestDeps {
  db: Db;
  gateway: TestGateway;
}

/** A browser over app.inject: keeps the session cookie between calls, like a real one. */
export class TestBrowser {
  cookie = '';
  /** Other cookies it sends with every request (what a page's script would set: `wbs_campaign`). */
  cookies: Record<string, string> = {};
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  /** A string payload goes as is (raw JSON text, or nothing when ''): give its content type in `headers`. */
  async request(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: { ...headers, ...this.cookieHeader() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const setCookie = res.cookies.find((c) => c.name === 'wbs_session');
    if (setCookie) this.cookie = setCookie.value ? `wbs_session=${encodeURIComponent(setCookie.value)}` : '';
    return res;
  }

  private cookieHeader(): { cookie?: string } {
    const all = [this.cookie, ...Object.entries(this.cookies).map(([name, value]) => `${name}=${value}`)].filter(
      Boolean,
    );
    return all.length ? { cookie: all.join('; ') } : {};
  }

  /** Sends `text` as the body with `Content-Type: application/json`, as the documented client does on every call. */
  json(method: InjectOptions['method'], url: string, text: string) {
    return this.request(method, url, text, { 'content-type': 'application/json' });
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, payload?: unknown) {
    return this.request('POST', url, payload);
  }
  put(url: string, payload?: unknown) {
    return this.request('PUT', url, payload);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}

interface SignedInAdmin {
  admin: TestBrowser;
  adminId: number;
}

/** The admin's password, hashed by the real argon2 once per file: each test signs in against it. */
let ownerHash: Promise<string> | undefined;

/** An admin account ('owner', password 'secret1') and a browser signed in as it. */
export async function signedInAdmin(app: FastifyInstance, db: Db): Promise<SignedInAdmin> {
  ownerHash ??= hashPassword('secret1');
  const { id } = await createUser(
    { db },
    {
      username: 'owner',
      email: 'owner@example.com',
      password: 'secret1',
      role: 'admin',
    },
    ownerHash,
  );
  const admin = new TestBrowser(app);
  await admin.post('/api/login', { username: 'owner', password: 'secret1' });
  return { admin, adminId: id };
}

/** Sends any JSON value as the body (`"x"`, `null`, `[]` included), with the browser's session. */
export function postJson(app: FastifyInstance, browser: TestBrowser, url: string, value: unknown, method = 'POST') {
  return app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: { 'content-type': 'application/json', ...(browser.cookie ? { cookie: browser.cookie } : {}) },
    payload: JSON.stringify(value),
  });
}

/** A tRPC context without HTTP, for createCaller tests; its session records sign-ins. */
export function callerContext(db: Db, overrides: Partial<Context> = {}): Context & { signedIn: number | null } {
  const state = { signedIn: null as number | null, carts: [] as string[], guestOrders: [] as number[] };
  const session: SessionPort = {
    cartIds: () => state.carts,
    claimCart: (cartId) => {
      if (!state.carts.includes(cartId)) state.carts.push(cartId);
    },
    visitorId: () => 'caller-session',
    guestOrderIds: () => state.guestOrders,
    claimGuestOrder: (orderId) => {
      if (!state.guestOrders.includes(orderId)) state.guestOrders.push(orderId);
    },
    signIn: ({ userId }) => {
      state.signedIn = userId;
    },
    signOut: () => {
      state.signedIn = null;
    },
  };
  const clock = () => new Date();
  const services = {
    db,
    config: testConfig(),
    limits: new RateLimits(clock),
    clock,
    gateway: createTestGateway(db),
  };
  const ctx = { ...createContextInner(services, { ip: '127.0.0.1', session }), ...overrides };
  return Object.defineProperty(ctx, 'signedIn', { get: () => state.signedIn }) as Context & { signedIn: number | null };
}
