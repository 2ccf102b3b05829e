import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cycles,
  forbiddenImports,
  type ImportGraph,
  type ImportRules,
  importGraph,
  isProduction,
  partOf,
  productionGraph,
  rulesGraph,
  twoWayParts,
} from './import-graph.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** What everything in the shop may stand on. */
const SHOP_CORE = ['shared', 'server/clock.ts', 'server/paths.ts', 'server/config.ts', 'server/rate-limits.ts'];
/** The domain and what it stands on. */
const DOMAIN = [...SHOP_CORE, 'server/db', 'server/deps.ts', 'server/domain'];
/** What the app puts together: the domain, the payment adapters and the transports. */
const APP = [
  ...DOMAIN,
  'server/payments',
  'server/mail',
  'server/jobs.ts',
  'server/trpc',
  'server/http',
  'server/rest',
];

/**
 * THE import rules: what each part of the project may import besides itself (a part, a file, or `…:types` for
 * its types only). Tests and test support (`*.test.ts`, src/server/testing, tests/, the client's `test-*`) are not
 * parts: they may import anything, and nothing here may import them. A part missing from this table fails the test,
 * so a new folder is placed here before it is used. Read from the bottom up:
 *
 * - `shared` imports nothing of ours; the client imports `shared` and only the tRPC router's types.
 * - `db` (Kysely, both engines, every engine branch) stands on `shared` and `paths.ts` alone.
 * - `domain` (the business) stands on `db`, `deps.ts` and `shared`: no transport (`mail`, `http`, `trpc`, `rest`,
 *   `jobs.ts`, `app.ts`), no adapter (`payments`), no seed, no outside tool. The payment gateway's interface is the
 *   domain's (`domain/payments/gateway.ts`): `deps.ts` names its type, the adapters implement it.
 * - `payments` holds the adapters (Stripe, the test gateway): the domain's interface, and of the database only its
 *   types and the one way to write, `db/flow.ts` (the test gateway keeps its intents in the shop's database and
 *   writes them in a flow like any other writer; the transaction helpers of `db/index.ts` are not theirs to call).
 * - `mail` (the sender), `jobs.ts`, `trpc`, `http`, `rest` are transports over the domain, each one way: `rest` over
 *   `trpc` and `http`, `http` over `trpc` (and the client's render entry's types).
 * - `seed` writes the demo through the domain; `app.ts`, `bootstrap.ts` and `main.ts` put the shop together.
 * - `ops` (backups, running real shop processes) and `load` (clients from outside: the crowd, the drop) stand on
 *   `db` alone and talk to the shop over HTTP; the shop never imports them.
 * - `scripts` may import any part, never test support; `migrations` only `db` and `shared` (a migration runs
 *   once and must not change with the domain).
 */
const RULES: ImportRules = {
  shared: [],
  client: ['shared', 'server/trpc:types'],
  'server/clock.ts': [],
  'server/paths.ts': [],
  'server/config.ts': ['shared'],
  'server/rate-limits.ts': ['shared', 'server/clock.ts'],
  'server/db': ['shared', 'server/paths.ts'],
  'server/deps.ts': [
    'server/clock.ts',
    'server/config.ts',
    'server/rate-limits.ts',
    'server/db',
    'server/domain:types',
  ],
  'server/domain': ['shared', 'server/clock.ts', 'server/paths.ts', 'server/db', 'server/deps.ts'],
  'server/payments': [
    'shared',
    'server/config.ts',
    'server/deps.ts',
    'server/domain',
    'server/db:types',
    'src/server/db/flow.ts',
  ],
  'server/mail': [...DOMAIN],
  'server/jobs.ts': [...DOMAIN],
  'server/trpc': [...DOMAIN],
  'server/http': [...DOMAIN, 'server/trpc', 'src/client/entry-server.tsx:types'],
  'server/rest': [...DOMAIN, 'server/trpc', 'server/http'],
  'server/seed': [...DOMAIN],
  'server/bootstrap.ts': [...DOMAIN, 'server/seed'],
  'server/app.ts': APP,
  'server/main.ts': [...SHOP_CORE, 'server/app.ts', 'server/bootstrap.ts', 'server/http', 'server/ops'],
  'server/ops': ['shared', 'server/paths.ts', 'server/db'],
  'server/load': ['shared', 'server/db'],
  scripts: [...APP, 'server/seed', 'server/bootstrap.ts', 'server/app.ts', 'server/ops', 'server/load'],
  migrations: ['shared', 'server/db'],
};

/** Imports allowed as exceptions, each with the change that would remove it. */
const ALLOWED = new Set<string>([
  // db/ sits below deps.ts: catalogue-version.ts should take `Clock` from clock.ts and its handle from db/ (left
  // to the rewrite of the catalogue version, issue 36).
  'src/server/db/catalogue-version.ts → src/server/deps.ts (types)',
  // A landed migration, frozen: it stays. A new migration copies what it needs instead of importing the domain.
  'db/migrations/2026-11-28T00-00-refund-parts.ts → src/server/domain/refunds/parts.ts',
]);
/** File cycles known and accepted: none. */
const KNOWN_CYCLES: string[] = [];

const everything = importGraph(ROOT);
/** Production files with every import they make (to test support too). */
const sources: ImportGraph = new Map([...everything].filter(([file]) => isProduction(file)));
const shop = productionGraph(everything);
const forbidden = forbiddenImports(sources, RULES).filter((edge) => !ALLOWED.has(edge));

describe('the import graph checker', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wbs-imports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  it('finds a cycle, a two-way pair, type-only and dynamic imports, and imports its rules do not allow', () => {
    write('src/server/domain/a.ts', "import { b } from '../mail/b.js';\nexport const a = 1;\n");
    write('src/server/mail/b.ts', "import type { A } from '../domain/a.js';\nexport const b = 2;\n");
    write('src/server/mail/c.ts', "export { b } from './b.js';\nconst later = () => import('../http/d.js');\n");
    write('src/server/http/d.ts', "import '@shared/e';\nimport { t } from '../testing/t.js';\n");
    write('src/server/testing/t.ts', 'export const t = 1;\n');
    write('src/shared/e.ts', 'export {};\n');
    write('src/server/domain/a.test.ts', "import { c } from '../mail/c.js';\n");
    write(
      'scripts/s.ts',
      "import { t } from '../src/server/testing/t.js';\nimport { d } from '../src/server/http/d.js';\n",
    );
    write('db/migrations/m.ts', "import { a } from '../../src/server/domain/a.js';\n");
    const graph = importGraph(dir);
    expect(graph.get('src/server/mail/b.ts')).toEqual([{ to: 'src/server/domain/a.ts', typeOnly: true }]);
    expect(graph.get('src/server/mail/c.ts')?.map((e) => e.to)).toEqual([
      'src/server/mail/b.ts',
      'src/server/http/d.ts',
    ]);
    expect(graph.get('src/server/http/d.ts')?.map((e) => e.to)).toEqual(['src/shared/e.ts', 'src/server/testing/t.ts']);
    expect(['src/server/http/d.ts', 'scripts/s.ts', 'db/migrations/m.ts', 'src/shared/e.ts'].map(partOf)).toEqual([
      'server/http',
      'scripts',
      'migrations',
      'shared',
    ]);
    const production = productionGraph(graph);
    expect(production.has('src/server/domain/a.test.ts')).toBe(false);
    expect(cycles(production)).toEqual([['src/server/domain/a.ts', 'src/server/mail/b.ts']]);
    expect(twoWayParts(production)).toEqual(['server/domain ↔ server/mail']);
    const rules: ImportRules = {
      shared: [],
      'server/domain': ['shared'],
      'server/mail': ['server/domain:types'],
      'server/http': ['shared'],
      scripts: ['server/http'],
    };
    const code = new Map([...graph].filter(([file]) => isProduction(file)));
    expect(forbiddenImports(code, rules)).toEqual([
      'db/migrations/m.ts: no rule for migrations',
      'scripts/s.ts → src/server/testing/t.ts',
      'src/server/domain/a.ts → src/server/mail/b.ts',
      'src/server/http/d.ts → src/server/testing/t.ts',
      'src/server/mail/c.ts → src/server/http/d.ts',
    ]);
    expect(cycles(rulesGraph({ a: ['b'], b: ['a:types'] }))).toEqual([]);
    expect(cycles(rulesGraph({ a: ['b'], b: ['src/a/x.ts'] }, (f) => f.split('/')[1] ?? f))).toEqual([['a', 'b']]);
  });
});

describe('imports go one way', () => {
  it('the rules themselves go one way: no part depends on itself through others', () => {
    expect(cycles(rulesGraph(RULES))).toEqual([]);
  });

  it.each(Object.keys(RULES))('%s imports only what its rule allows', (part) => {
    expect(forbidden.filter((edge) => partOf(edge.split(/ → |: /)[0] ?? '') === part)).toEqual([]);
  });

  it('every production file belongs to a part the rules name', () => {
    expect(forbidden.filter((edge) => edge.includes(': no rule for '))).toEqual([]);
  });

  it('the domain imports no transport, adapter, seed or outside tool', () => {
    const transportsAndAdapters = [
      'mail',
      'http',
      'trpc',
      'rest',
      'jobs.ts',
      'app.ts',
      'payments',
      'seed',
      'ops',
      'load',
    ];
    const domainMay = (RULES['server/domain'] ?? []).map((allowed) => allowed.replace(/:types$/, ''));
    expect(transportsAndAdapters.filter((part) => domainMay.includes(`server/${part}`))).toEqual([]);
    expect(forbidden.filter((edge) => edge.startsWith('src/server/domain/'))).toEqual([]);
  });

  it('payments/ writes the database only through db/flow.ts (the test gateway calls no transaction helper)', () => {
    expect(forbidden.filter((edge) => edge.startsWith('src/server/payments/'))).toEqual([]);
  });

  it('production code and scripts import no test support: not src/server/testing, not tests/, not vitest', () => {
    expect(forbidden.filter((edge) => /→ (src\/server\/testing\/|tests\/)/.test(edge))).toEqual([]);
    const vitest = [...sources.keys()].filter((file) =>
      /from ['"]vitest['"]/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(vitest).toEqual([]);
  });

  it('no file import cycle in the shop', () => {
    expect(cycles(shop).filter((group) => !KNOWN_CYCLES.includes(group.join(',')))).toEqual([]);
  });

  it('engine branches live in db/ only: nothing else asks which engine it runs on', () => {
    const outsideDb = [...sources.keys()].filter((file) => !['server/db', 'migrations'].includes(partOf(file)));
    const branching = outsideDb.filter((file) =>
      /\b(engineOf|isPostgresUrl|PostgresAdapter|SqliteAdapter)\b/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(branching).toEqual([]);
  });
});
