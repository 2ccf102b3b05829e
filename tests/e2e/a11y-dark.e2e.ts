import { accessibilitySpec } from './a11y-suite.js';

/** The a11y scans in dark mode, the colour rules (tests/e2e/a11y-suite.ts); a11y.e2e.ts runs the light ones at the same time. */
accessibilitySpec('dark');
