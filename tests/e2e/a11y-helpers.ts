import { mkdirSync, writeFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ADMIN_TAB_GROUPS, ADMIN_TABS } from '../../src/client/features/admin/tabs.js';

/** The owner colours the scans run with: the demo's, and three that are hard to read as text. */
export const PALETTES = {
  demo: { primaryColor: '#BF8F52', secondaryColor: '#A67942' },
  'pale-yellow': { primaryColor: '#F6E27A', secondaryColor: '#FFF4B0' },
  'mid-grey': { primaryColor: '#8A8A8A', secondaryColor: '#9E9E9E' },
  'saturated-red': { primaryColor: '#E3000F', secondaryColor: '#FF1A1A' },
} as const;
export type PaletteName = keyof typeof PALETTES;

/** WCAG 2.0-2.2 A and AA: what axe checks; a serious or critical finding fails. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
  summary: string;
}

/** The rules that depend on the owner's colours (the others read the same structure whatever the palette). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page's outline (storefront pages): one h1, no skipped level. Axe files these as moderate best practice,
 * so the scan asks for them by name and fails on them whatever their impact.
 */
const STRUCTURE_RULES = ['heading-order', 'page-has-heading-one'];

/**
 * Axe's serious and critical findings on the page as it is now, under the name `screen`; `rules` to run only
 * those; `structure` adds the outline rules (failing at any impact).
 */
export async function scan(page: Page, screen: string, rules?: string[], structure = false): Promise<Finding[]> {
  const t0 = Date.now();
  const extra = structure ? STRUCTURE_RULES : [];
  // Legacy mode: axe.run in the page itself; the default (runPartial) opens a blank page per scan to finish the run.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({
    resultTypes: ['violations'],
    rules: Object.fromEntries(extra.map((rule) => [rule, { enabled: true }])),
  });
  const result = await (rules ? builder.withRules([...rules, ...extra]) : builder.withTags(TAGS)).analyze();
  if (process.env.A11Y_DEBUG) console.log(`axe ${screen} ${Date.now() - t0} ms`);
  const findings = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || extra.includes(v.id))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 6).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
    }));
  if (process.env.A11Y_DEBUG)
    for (const f of findings) console.log(`FOUND ${screen}: ${f.rule} ${f.targets.join(' | ')}`);
  return findings;
}

/** Waits until the screen has settled: no loader, no running transition (a half-faded colour is no reading). */
export async function settle(page: Page): Promise<void> {
  const t0 = Date.now();
  await page.waitForLoadState('load');
  const t1 = Date.now();
  await page
    .locator('.mantine-Loader-root:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  const t2 = Date.now();
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 2_000, polling: 100 },
    )
    .catch(() => undefined);
  if (process.env.A11Y_DEBUG)
    console.log(`settle ${page.url()} load ${t1 - t0} loader ${t2 - t1} anim ${Date.now() - t2}`);
}

export const ADMIN_TAB_LABELS = ADMIN_TABS.map((tab) => ({
  id: tab.id,
  label: tab.label,
  group: 'group' in tab ? ADMIN_TAB_GROUPS[tab.group] : undefined,
}));

/** With A11Y_REPORT=<folder>, the findings of one run as JSON (for the before/after figures). */
export function report(name: string, findings: Finding[]): void {
  const folder = process.env.A11Y_REPORT;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}/${name}.json`, JSON.stringify(findings, null, 2));
}

/** One line per rule: how many screens and elements it fails on. */
export function summarise(findings: Finding[]): string {
  const byRule = new Map<string, { screens: number; nodes: number }>();
  for (const f of findings) {
    const entry = byRule.get(f.rule) ?? { screens: 0, nodes: 0 };
    entry.screens += 1;
    entry.nodes += f.nodes;
    byRule.set(f.rule, entry);
  }
  return [...byRule].map(([rule, { screens, nodes }]) => `${rule}: ${nodes} elements on ${screens} screens`).join('; ');
}
