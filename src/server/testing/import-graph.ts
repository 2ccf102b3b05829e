import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's own import graph, read from the source with a regular expression (no bundler, no compiler): every
 * `import … from`, `export … from`, `import '…'` and `import('…')` whose target is a file of ours (relative, or
 * `@shared/…`). Type-only imports count, marked: a folder that names another's type depends on it as much as one
 * that calls it, and the rules say where only types may cross. Paths are relative to the project's root
 * (`src/server/domain/orders/orders.ts`, `scripts/bench/run.ts`, `db/migrations/…`).
 */
export type ImportGraph = Map<string, { to: string; typeOnly: boolean }[]>;

/** The folders of the project that hold its TypeScript. */
const SOURCE_FOLDERS = ['src', 'scripts', 'tests', 'db'] as const;

const IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s*from\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolve(root: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@shared/')) base = path.join(root, 'src', 'shared', spec.slice('@shared/'.length));
  else return null;
  base = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import graph of every .ts/.tsx file in the project's source folders under `root`. */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const text = readFileSync(file, 'utf8');
    const edges: { to: string; typeOnly: boolean }[] = [];
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[3] ?? m[4];
      if (!spec) continue;
      const target = resolve(root, file, spec);
      if (target) edges.push({ to: path.relative(root, target), typeOnly: Boolean(m[2]) });
    }
    graph.set(path.relative(root, file), edges);
  }
  return graph;
}

/**
 * Tests and test support are not part of the shop and may import anything: test files (`*.test.ts`, the e2e specs
 * and their helpers under tests/), the server's test support (src/server/testing) and the client's (`test-*.ts`).
 */
export function isProduction(file: string): boolean {
  const clientSupport = file.startsWith('src/client/') && /\/test-[^/]+$/.test(file);
  return (
    !/\.test\.tsx?$/.test(file) &&
    !file.startsWith('src/server/testing/') &&
    !file.startsWith('tests/') &&
    !clientSupport
  );
}

/** The graph without tests and test support. */
export function productionGraph(graph: ImportGraph): ImportGraph {
  return new Map(
    [...graph]
      .filter(([file]) => isProduction(file))
      .map(([file, edges]) => [file, edges.filter((e) => isProduction(e.to))]),
  );
}

/**
 * The part of the project a file belongs to, as the import rules name them: a folder of the server
 * (`server/domain`), a file at the top of the server (`server/deps.ts`, `server/app.ts`: each is its own part),
 * `shared`, `client`, `scripts`, `tests`, or `migrations` (db/migrations, db/postgres).
 */
export function partOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src' && parts[1] === 'server') return `server/${parts[2]}`;
  if (parts[0] === 'src') return parts[1] ?? file;
  if (parts[0] === 'db') return 'migrations';
  return parts[0] ?? file;
}

/** Which parts import which, each pair with the imports that make it (`from → to`). */
function partEdges(graph: ImportGraph, of = partOf): Map<string, Map<string, string[]>> {
  const parts = new Map<string, Map<string, string[]>>();
  for (const [file, edges] of graph) {
    const from = of(file);
    for (const { to } of edges) {
      const target = of(to);
      if (target === from) continue;
      const row = parts.get(from) ?? new Map<string, string[]>();
      parts.set(from, row);
      row.set(target, [...(row.get(target) ?? []), `${file} → ${to}`]);
    }
  }
  return parts;
}

/** Pairs of parts that import each other, e.g. `server/domain ↔ server/mail`. */
export function twoWayParts(graph: ImportGraph, of = partOf): string[] {
  const parts = partEdges(graph, of);
  const pairs: string[] = [];
  for (const [a, row] of parts) {
    for (const b of row.keys()) if (a < b && parts.get(b)?.has(a)) pairs.push(`${a} ↔ ${b}`);
  }
  return pairs.sort();
}

/** The import cycles: each group of files that reach one another (Tarjan's strongly connected components). */
export function cycles(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): void => {
    indices.set(file, index);
    low.set(file, index);
    index++;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!indices.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, indices.get(to)!));
      }
    }
    if (low.get(file) === indices.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      const selfLoop = (graph.get(file) ?? []).some((e) => e.to === file);
      if (group.length > 1 || selfLoop) groups.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!indices.has(file)) visit(file);
  return groups;
}

/**
 * What a part may import besides itself: another part by name (`'server/db'`) or one file (`'src/server/db/flow.ts'`),
 * either whole or only its types (`'server/db:types'`).
 */
export type ImportRules = Readonly<Record<string, readonly string[]>>;

/**
 * The imports of `graph` its rules do not allow, each as `from → to`. A file whose part has no rule is reported
 * (`from: no rule for <part>`), so a new folder must be placed before it is used.
 */
export function forbiddenImports(graph: ImportGraph, rules: ImportRules, of = partOf): string[] {
  const found: string[] = [];
  for (const [file, edges] of graph) {
    const from = of(file);
    const allowed = rules[from];
    if (!allowed) {
      found.push(`${file}: no rule for ${from}`);
      continue;
    }
    for (const { to, typeOnly } of edges) {
      const target = of(to);
      if (target === from) continue;
      const ok = [target, to].some((name) => allowed.includes(name) || (typeOnly && allowed.includes(`${name}:types`)));
      if (!ok) found.push(`${file} → ${to}${typeOnly ? ' (types)' : ''}`);
    }
  }
  return found.sort();
}

/** The rules as a graph of parts, value imports only (a part allowed only the types of another does not depend on it at run time). */
export function rulesGraph(rules: ImportRules, of = partOf): ImportGraph {
  return new Map(
    Object.entries(rules).map(([part, allowed]) => [
      part,
      allowed
        .filter((a) => !a.endsWith(':types'))
        .map((a) => ({ to: a.startsWith('src/') ? of(a) : a, typeOnly: false }))
        .filter((e) => e.to !== part),
    ]),
  );
}
