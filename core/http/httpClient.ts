/**
 * HTTP as SPEC 7.1 has it: a cache-busting 'v' parameter, no-cache revalidation, and a retry every
 * 3000 ms on a network error or a status >= 500. Other failures (404, ...) are final at once.
 */
export const RETRY_DELAY_MS = 3000;

export class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`GET ${url} failed with status ${status}`);
    this.name = 'HttpError';
  }
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  retryDelayMs?: number;
  /** How many times a transient failure is retried; Infinity keeps trying like the original. */
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Called before each retry so the app can show a reconnecting status. */
  onRetry?: (url: string, attempt: number, reason: string) => void;
}

export function withCacheBuster(url: string, version: string): string {
  const [path, hash = ''] = url.split('#');
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}v=${encodeURIComponent(version)}${hash ? `#${hash}` : ''}`;
}

export class HttpClient {
  private readonly fetchImpl: typeof fetch;
  private readonly retryDelayMs: number;
  private readonly maxRetries: number;
  private readonly sleep: (ms: number) => Promise<void>;
  onRetry?: HttpClientOptions['onRetry'];

  constructor(options: HttpClientOptions = {}) {
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
    this.maxRetries = options.maxRetries ?? Infinity;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.onRetry = options.onRetry;
  }

  /** GET a text resource with the cache-buster, retrying transient failures. */
  async getText(url: string, version: string): Promise<string> {
    const target = withCacheBuster(url, version);
    for (let attempt = 0; ; attempt++) {
      let reason: string;
      try {
        const response = await this.fetchImpl(target, { cache: 'no-cache', credentials: 'same-origin' });
        if (response.ok) return await response.text();
        if (response.status < 500) throw new HttpError(url, response.status);
        reason = `status ${response.status}`;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        reason = error instanceof Error ? error.message : String(error);
      }
      if (attempt >= this.maxRetries) throw new HttpError(url, 0);
      this.onRetry?.(url, attempt + 1, reason);
      await this.sleep(this.retryDelayMs);
    }
  }

  /** The package's .js files are JSON despite their extension (PACKAGE-FORMAT.md): never eval them. */
  async getJson<T = unknown>(url: string, version: string): Promise<T> {
    const text = await this.getText(url, version);
    return JSON.parse(text) as T;
  }
}
