import { accessibilitySpec } from './a11y-suite.js';

/** The a11y scans in light mode, every rule (tests/e2e/a11y-suite.ts); a11y-dark.e2e.ts runs the dark ones at the same time. */
accessibilitySpec('light');
