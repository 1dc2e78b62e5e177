import { HttpClient, HttpError, RETRY_DELAY_MS, withCacheBuster } from './httpClient';

const response = (status: number, body = '') => ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response;

describe('HttpClient (SPEC 7.1)', () => {
  it('adds the cache-busting v parameter', () => {
    expect(withCacheBuster('content/data.js', '2024-01-01')).toBe('content/data.js?v=2024-01-01');
    expect(withCacheBuster('a.json?x=1', '7')).toBe('a.json?x=1&v=7');
  });

  it('retries every 3000 ms on a network error and on a status >= 500', async () => {
    const sleeps: number[] = [];
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(response(503))
      .mockResolvedValueOnce(response(200, '{"ok":true}'));
    const retries: number[] = [];
    const http = new HttpClient({ fetch, sleep: async (ms) => void sleeps.push(ms), onRetry: (_u, n) => retries.push(n) });
    await expect(http.getJson('manifest.json', '1')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([RETRY_DELAY_MS, RETRY_DELAY_MS]);
    expect(RETRY_DELAY_MS).toBe(3000);
    expect(retries).toEqual([1, 2]);
  });

  it('does not retry a 404', async () => {
    const fetch = jest.fn().mockResolvedValue(response(404));
    const http = new HttpClient({ fetch, sleep: async () => undefined });
    await expect(http.getText('missing.html', '1')).rejects.toEqual(expect.objectContaining({ status: 404 }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after maxRetries when one is set', async () => {
    const fetch = jest.fn().mockResolvedValue(response(500));
    const http = new HttpClient({ fetch, sleep: async () => undefined, maxRetries: 2 });
    await expect(http.getText('x', '1')).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
