import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue: message id → ICU message. In a build each message arrives precompiled to its AST (vite.config.ts,
 * `precompileMessages`), so the browser never parses ICU; under vitest it is the ICU text, parsed on use.
 */
export type Catalogue = Record<string, string | MessageFormatElement[]>;
