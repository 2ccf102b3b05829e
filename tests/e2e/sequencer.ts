import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { SPEC_SECONDS } from './spec-seconds.js';

/** A spec nobody has timed yet (a new one): about a median spec. */
const UNTIMED_SECONDS = 30;

/**
 * Longest spec first: two workers take the next spec as each finishes, so a long spec started last would run alone while
 * the other worker sat idle. The times are a measured run's (spec-seconds.ts), so the order is the same on every
 * machine; vitest's own order on a clean clone (no cache of a last run) is by file size, which is not time.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => SPEC_SECONDS[relative(root, spec.moduleId)] ?? UNTIMED_SECONDS;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
