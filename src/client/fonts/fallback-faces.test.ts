import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import montserrat from '@capsizecss/metrics/montserrat';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import poppins from '@capsizecss/metrics/poppins';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { FONT_FAMILIES, type SiteSettings } from '@shared/settings';
import { describe, expect, it } from 'vitest';
import { fontFallback, fontStack } from './shop-fonts';

/** Each shop font's metrics and the local font its fallback face scales (Arial, or Times New Roman for the serif). */
const PAIRS: Record<SiteSettings['fontFamily'], [font: FontMetrics, local: FontMetrics]> = {
  Inter: [inter, arial],
  Roboto: [roboto, arial],
  Montserrat: [montserrat, arial],
  'Playfair Display': [playfairDisplay, timesNewRoman],
  Poppins: [poppins, arial],
};

/** The stylesheet's @font-face rules by family, each a map of its descriptors. */
function faces(): Map<string, Map<string, string>> {
  const css = readFileSync(join(import.meta.dirname, 'fallback-faces.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = new Map<string, Map<string, string>>();
  for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const descriptors = new Map(
      body
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const at = line.indexOf(':');
          return [
            line.slice(0, at).trim(),
            line
              .slice(at + 1)
              .replace(/\s+/g, ' ')
              .trim(),
          ] as [string, string];
        }),
    );
    rules.set(descriptors.get('font-family')?.replaceAll('"', '') ?? '', descriptors);
  }
  return rules;
}

describe('the shop fonts’ metric-matched fallbacks', () => {
  const rules = faces();

  it.each(FONT_FAMILIES)('%s falls back first to a face with its metrics, as Capsize computes them', (family) => {
    const [font, local] = PAIRS[family];
    const [computed] = createFontStack([font, local], { fontFaceFormat: 'styleObject' }).fontFaces;
    const expected = computed?.['@font-face'];
    const rule = rules.get(`${family} Fallback`);
    expect(rule, `no @font-face for "${family} Fallback"`).toBeDefined();
    for (const descriptor of ['ascentOverride', 'descentOverride', 'lineGapOverride', 'sizeAdjust'] as const) {
      const css = descriptor.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(rule?.get(css), `${family}'s ${css}`).toBe(expected?.[descriptor]);
    }
    // The local font Capsize names first, then its metric-compatible stand-ins.
    const names = [...(rule?.get('src') ?? '').matchAll(/local\("([^"]+)"\)/g)].map(([, name]) => name);
    expect(names.slice(0, 2)).toEqual([local.fullName, local.postscriptName]);
    expect(names.length).toBeGreaterThan(2);
    // The page's stacks name it right after the font, and the fallback variable (font-steps.css) starts with it.
    expect(fontFallback(family).startsWith(`'${family} Fallback', `)).toBe(true);
    expect(fontStack(family)).toMatch(new RegExp(`^'[^']+', '${family} Fallback', `));
  });

  it('has a face for no font the shop does not offer', () => {
    expect([...rules.keys()].sort()).toEqual(FONT_FAMILIES.map((family) => `${family} Fallback`).sort());
  });
});
