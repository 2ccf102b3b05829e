import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph.js';

/**
 * Exports nothing uses: a name is used when another file of the project (tests included: what a test uses on
 * purpose stays) mentions it. A plain word search, as `ts-prune` would report it, without a compiler: it may take a
 * name that is merely mentioned for a use (a false "used"), never the other way round.
 *
 * - An export nothing mentions, not even its own file, is dead code: it fails, value or type.
 * - A value (function, constant, class, component) only its own file uses should not be exported: a reader then
 *   looks for callers that do not exist. Types may stay exported as their module's shape.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Files whose exports are the framework's to read: route files (`Route`), migrations (`up`/`down`), generated code,
 * the e2e specs' order (vitest.e2e.config.ts reads tests/e2e/sequencer.ts).
 */
const ENTRY_POINTS = [
  /^db\//,
  /^src\/client\/routes\//,
  /\.gen\.ts$/,
  /\.test\.tsx?$/,
  /\.e2e\.ts$/,
  /^tests\/e2e\/sequencer\.ts$/,
];
const EXPORT =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(function\*?|const|let|class|abstract\s+class|enum|interface|type)\s+([A-Za-z_$][\w$]*)/gm;

const files = [...importGraph(ROOT).keys()];
const texts = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));
const checked = files.filter((file) => !ENTRY_POINTS.some((pattern) => pattern.test(file)));

interface Export {
  file: string;
  name: string;
  value: boolean;
  /** Mentions in its own file besides the export itself. */
  local: number;
}

function unusedExports(): Export[] {
  const found: Export[] = [];
  for (const file of checked) {
    const own = texts.get(file) ?? '';
    for (const [, kind, name] of own.matchAll(EXPORT)) {
      if (!name) continue;
      const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
      if (files.some((other) => other !== file && new RegExp(word.source).test(texts.get(other) ?? ''))) continue;
      const local = [...own.matchAll(word)].length - 1;
      found.push({ file, name, value: kind !== 'interface' && kind !== 'type', local });
    }
  }
  return found;
}

const unused = unusedExports();

describe('exports', () => {
  it('nothing exported is unused everywhere (dead code)', () => {
    expect(unused.filter((e) => e.local === 0).map((e) => `${e.file}: ${e.name}`)).toEqual([]);
  });

  it('no value is exported that only its own file uses', () => {
    expect(unused.filter((e) => e.value && e.local > 0).map((e) => `${e.file}: ${e.name}`)).toEqual([]);
  });
});
