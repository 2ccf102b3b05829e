import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cycles,
  folderEdges,
  type ImportGraph,
  importGraph,
  importsBetween,
  productionGraph,
  serverFolder,
  twoWayFolders,
} from './import-graph.js';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** The layers whose imports go one way: the domain at the bottom, the transports above it. */
const LAYERS = ['server/domain', 'server/mail', 'server/http', 'server/trpc', 'server/rest'];

/** Imports allowed as exceptions, each with the change that would remove it: none. */
const ALLOWED = new Set<string>([]);
/** File cycles known and accepted: none. */
const KNOWN_CYCLES: string[] = [];

const shop = productionGraph(importGraph(SRC));
const allowed: ImportGraph = new Map(
  [...shop].map(([file, edges]) => [file, edges.filter((e) => !ALLOWED.has(`${file} → ${e.to}`))]),
);

describe('the import graph checker', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wbs-imports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  it('finds a cycle, a two-way folder pair, type-only imports and dynamic imports', () => {
    write('server/domain/a.ts', "import { b } from '../mail/b.js';\nexport const a = 1;\n");
    write('server/mail/b.ts', "import type { A } from '../domain/a.js';\nexport const b = 2;\n");
    write('server/mail/c.ts', "export { b } from './b.js';\nconst later = () => import('../http/d.js');\n");
    write('server/http/d.ts', "import '@shared/e';\n");
    write('shared/e.ts', 'export {};\n');
    write('server/domain/a.test.ts', "import { c } from '../mail/c.js';\n");
    const graph = importGraph(dir);
    expect(graph.get('server/mail/b.ts')).toEqual([{ to: 'server/domain/a.ts', typeOnly: true }]);
    expect(graph.get('server/mail/c.ts')?.map((e) => e.to)).toEqual(['server/mail/b.ts', 'server/http/d.ts']);
    expect(graph.get('server/http/d.ts')?.map((e) => e.to)).toEqual(['shared/e.ts']);
    const production = productionGraph(graph);
    expect(production.has('server/domain/a.test.ts')).toBe(false);
    expect(cycles(production)).toEqual([['server/domain/a.ts', 'server/mail/b.ts']]);
    expect(twoWayFolders(production)).toEqual(['server/domain ↔ server/mail']);
    expect(importsBetween(production, 'server/mail/', 'server/domain/', false)).toEqual([]);
  });
});

describe('imports go one way', () => {
  it('the domain imports no transport: no mail sender, tRPC, HTTP or REST, nor the app that wires them', () => {
    const transports = [
      'server/mail/',
      'server/trpc/',
      'server/http/',
      'server/rest/',
      'server/app.ts',
      'server/jobs.ts',
    ];
    expect(transports.flatMap((to) => importsBetween(shop, 'server/domain/', to))).toEqual([]);
  });

  it('the domain does not import the demo seed (the seed imports the domain)', () => {
    expect(importsBetween(shop, 'server/domain/', 'server/seed/')).toEqual([]);
  });

  it('no two of domain, mail, http, trpc and rest import each other, and their folders form no cycle', () => {
    const layer = (file: string) => (LAYERS.includes(serverFolder(file)) ? serverFolder(file) : null);
    const between: ImportGraph = new Map(LAYERS.map((folder) => [folder, []]));
    for (const [from, row] of folderEdges(allowed)) {
      if (!layer(from)) continue;
      for (const to of row.keys()) if (layer(to)) between.get(from)!.push({ to, typeOnly: false });
    }
    expect(twoWayFolders(allowed).filter((pair) => pair.split(' ↔ ').every((f) => LAYERS.includes(f)))).toEqual([]);
    expect(cycles(between)).toEqual([]);
  });

  it('no file import cycle in the shop', () => {
    expect(cycles(shop).filter((group) => !KNOWN_CYCLES.includes(group.join(',')))).toEqual([]);
  });

  it('the client imports only types from the server (the server hands it what it needs at run time)', () => {
    expect(importsBetween(importGraph(SRC), 'client/', 'server/', false)).toEqual([]);
  });

  it('production code imports no test support: not src/server/testing, not vitest', () => {
    const graph = importGraph(SRC);
    const shopFiles = [...shop.keys()];
    expect(
      shopFiles.flatMap((file) => (graph.get(file) ?? []).filter((e) => !shop.has(e.to)).map((e) => e.to)),
    ).toEqual([]);
    const vitest = shopFiles.filter((file) => /from ['"]vitest['"]/.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(vitest).toEqual([]);
  });
});
