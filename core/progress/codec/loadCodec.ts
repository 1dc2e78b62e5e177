import type { ProgressCodec } from './ProgressCodec';

/**
 * The codec (with lz-string) is needed only once the package has loaded, so it is a chunk of its
 * own, never on the first page: the session awaits this beside the package.
 */
export const loadProgressCodec = (): Promise<ProgressCodec> =>
  import(/* webpackChunkName: "progress-codec" */ './createProgressCodec').then((m) => m.createProgressCodec());
