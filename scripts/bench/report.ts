import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/server/paths.js';

/** A Markdown table, columns padded; `right` names the columns aligned right (figures). */
export function markdownTable(header: string[], rows: string[][], right: (column: number) => boolean): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w, i) => (right(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/**
 * Writes `body` into BENCHMARKS.md between `<!-- bench:<key>:start -->` and its end marker (appended the
 * first time), so each scenario rewrites its own section and leaves the others.
 */
export function writeBenchSection(key: string, body: string): void {
  const start = `<!-- bench:${key}:start -->`;
  const end = `<!-- bench:${key}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const file = join(PROJECT_ROOT, 'BENCHMARKS.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const next = old.includes(start)
    ? old.slice(0, old.indexOf(start)) + section + old.slice(old.indexOf(end) + end.length)
    : `${old.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

/** The resident memory of process `pid` in MiB (Linux's /proc); NaN where there is none. */
export function rssMiB(pid: number | undefined): number {
  try {
    const kib = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export const today = (): string => new Date().toISOString().slice(0, 10);

/** CPU seconds (user + system) process `pid` has used so far (Linux's /proc); NaN where there is none. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The machine's 1-minute load average against its cores, for the figures' context ("load 5.2 on 2 cores"). */
export function machineLoad(): string {
  return `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
}
