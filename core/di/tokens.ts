/**
 * DI tokens. A service interface and its token share a name where the interface lives in core
 * (StorageAdapter, TrackingSink); these are the remaining services the composition root provides.
 */
export const TOKENS = {
  Registry: Symbol('PluginRegistry'),
  Http: Symbol('HttpClient'),
  PackageBaseUrl: Symbol('PackageBaseUrl'),
  LaunchQuery: Symbol('LaunchQuery'),
} as const;
