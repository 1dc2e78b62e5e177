/**
 * DI tokens. A service interface and its token share a name where the interface lives in core
 * (DeliveryPlugin, TrackingSink); these are the remaining services the composition root provides.
 */
export const TOKENS = {
  Registry: Symbol('PluginRegistry'),
  Http: Symbol('HttpClient'),
  PackageBaseUrl: Symbol('PackageBaseUrl'),
  LaunchQuery: Symbol('LaunchQuery'),
  /** The player's window (API search, page hide), or null outside a browser. */
  Window: Symbol('Window'),
  /** `() => Promise<ProgressCodec>`: a loader, so the codec's code stays off the first page. */
  ProgressCodec: Symbol('ProgressCodec'),
} as const;
