import type { AnyContentBlock } from '@core';
import * as builtIn from './builtIn';

/**
 * The built-in content blocks. Adding one is a folder under plugins/blocks/ named by its data-type
 * and one line in ./builtIn.ts; a data-type without a plugin renders as the author's static HTML.
 * Only the registration is on the first page: each view loads when a page shows its block.
 */
export const builtInBlocks: AnyContentBlock[] = Object.values(builtIn);
