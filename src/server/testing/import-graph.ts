import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The shop's own import graph, read from the source with a regular expression (no bundler, no
 * compiler): every `import … from`, `export … from`, `import '…'` and `import('…')` whose target
 * is a file of ours (relative, or `@shared/…`). Type-only imports count: a folder that names
 * another's type depends on it as much as one that calls it. Paths are relative to `src`
 * (`server/domain/orders.ts`).
 */
export type ImportGraph = Map<string, { to: string; typeOnly: boolean }[]>;

const IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s*from\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolve(srcRoot: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@shared/')) base = path.join(srcRoot, 'shared', spec.slice('@shared/'.length));
  else return null;
  base = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import graph of every .ts/.tsx file under `srcRoot`. */
export function importGraph(srcRoot: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(srcRoot)) {
    const text = readFileSync(file, 'utf8');
    const edges: { to: string; typeOnly: boolean }[] = [];
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[3] ?? m[4];
      if (!spec) continue;
      const target = resolve(srcRoot, file, spec);
      if (target) edges.push({ to: path.relative(srcRoot, target), typeOnly: Boolean(m[2]) });
    }
    graph.set(path.relative(srcRoot, file), edges);
  }
  return graph;
}

/** Tests and test support (src/server/testing, the client's test-*.ts) are not part of the shop: they may import anything. */
export function isProduction(file: string): boolean {
  const clientSupport = file.startsWith('client/') && /\/test-[^/]+$/.test(file);
  return !/\.test\.tsx?$/.test(file) && !file.startsWith('server/testing/') && !clientSupport;
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
 * The folder a file belongs to: its first folder under `server/` or `client/` (`server/domain`); a file
 * at the top of one (`server/deps.ts`, `server/app.ts`) stands for itself, as those are each their own layer.
 */
export function serverFolder(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : file;
}

/** Which folders import which, each pair with the files that make it (`from → to`). */
export function folderEdges(graph: ImportGraph, folderOf = serverFolder): Map<string, Map<string, string[]>> {
  const folders = new Map<string, Map<string, string[]>>();
  for (const [file, edges] of graph) {
    const from = folderOf(file);
    for (const { to } of edges) {
      const target = folderOf(to);
      if (target === from) continue;
      const row = folders.get(from) ?? new Map<string, string[]>();
      folders.set(from, row);
      row.set(target, [...(row.get(target) ?? []), `${file} → ${to}`]);
    }
  }
  return folders;
}

/** Pairs of folders that import each other, e.g. `server/domain ↔ server/mail`. */
export function twoWayFolders(graph: ImportGraph, folderOf = serverFolder): string[] {
  const folders = folderEdges(graph, folderOf);
  const pairs: string[] = [];
  for (const [a, row] of folders) {
    for (const b of row.keys()) if (a < b && folders.get(b)?.has(a)) pairs.push(`${a} ↔ ${b}`);
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

/** The imports from files under `fromPrefix` to files under `toPrefix`. */
export function importsBetween(
  graph: ImportGraph,
  fromPrefix: string,
  toPrefix: string,
  includeTypes = true,
): string[] {
  return [...graph].flatMap(([file, edges]) =>
    file.startsWith(fromPrefix)
      ? edges.filter((e) => e.to.startsWith(toPrefix) && (includeTypes || !e.typeOnly)).map((e) => `${file} → ${e.to}`)
      : [],
  );
}
