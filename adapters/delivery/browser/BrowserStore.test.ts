import { BrowserStore, progressKey } from './BrowserStore';

/** A Storage whose setItem can be made to fail as a full or disabled localStorage does. */
function fakeStorage(failWith: () => Error | null) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      const error = failWith();
      if (error) throw error;
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  } as unknown as Storage;
  return { storage, data };
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('BrowserStore (SPEC 9.5, 8.3)', () => {
  beforeEach(() => localStorage.clear());

  it("uses the key 'course_progress' + courseId + templateId", () => {
    expect(progressKey('abc', '')).toBe('course_progressabc');
    expect(progressKey('abc', 'tpl')).toBe('course_progressabctpl');
  });

  it('keeps any text, non-ASCII included, and declares no size budget', async () => {
    const store = new BrowserStore('course_progressX');
    expect(store.limits).toEqual({ acceptsNonAscii: true, json: true });
    const text = '{"url":"/results","answers":[{"r":"ça va, 日本語 ✓"}]}';
    await expect(store.save(text)).resolves.toEqual({ kind: 'ok' });
    expect(localStorage.getItem('course_progressX')).toBe(text);
    await expect(store.load()).resolves.toEqual({ text });
  });

  it('writes synchronously on page hide', () => {
    const store = new BrowserStore('course_progressX');
    expect(store.flushSync('{"a":1}')).toEqual({ kind: 'ok' });
    expect(localStorage.getItem('course_progressX')).toBe('{"a":1}');
  });

  it('has nothing to load for a missing or empty key', async () => {
    const store = new BrowserStore('course_progressX');
    await expect(store.load()).resolves.toBeNull();
    localStorage.setItem('course_progressX', '');
    await expect(store.load()).resolves.toBeNull();
  });

  it('sets a record the player cannot use aside under <key>_unreadable, unchanged, and does not read it again', async () => {
    const text = '{"url": "/res';
    localStorage.setItem('course_progressX', text);
    const warnings: string[] = [];
    const store = new BrowserStore('course_progressX', localStorage, (m) => warnings.push(m));
    await expect(store.load()).resolves.toEqual({ text });
    store.setAside('not valid JSON');
    expect(localStorage.getItem('course_progressX_unreadable')).toBe(text);
    expect(localStorage.getItem('course_progressX')).toBeNull();
    expect(warnings.join(' ')).toMatch(/not valid JSON.*course_progressX_unreadable/);
    await expect(store.load()).resolves.toBeNull();
  });

  it('reports a full localStorage as too-large, writes nothing, and writes the next save once there is room', async () => {
    let full = true;
    const { storage, data } = fakeStorage(() => (full ? quotaError() : null));
    const store = new BrowserStore('k', storage, () => undefined);
    await expect(store.save('{"a":1}')).resolves.toMatchObject({ kind: 'too-large', retryable: false });
    expect(data.has('k')).toBe(false);
    full = false;
    await expect(store.save('{"a":2}')).resolves.toEqual({ kind: 'ok' });
    expect(data.get('k')).toBe('{"a":2}');
  });

  it('reports a storage that refuses writes for another reason as unauthorized', () => {
    const { storage } = fakeStorage(() => new DOMException('The operation is insecure.', 'SecurityError'));
    expect(new BrowserStore('k', storage, () => undefined).flushSync('x')).toMatchObject({ kind: 'unauthorized', retryable: false });
  });

  it('keeps the record where it is when its copy cannot be set aside', () => {
    const { storage, data } = fakeStorage(() => quotaError());
    data.set('k', 'old');
    new BrowserStore('k', storage, () => undefined).setAside('a newer version');
    expect(data.get('k')).toBe('old');
  });

  it('loads nothing, with a warning, when localStorage cannot be read', async () => {
    const storage = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } } as unknown as Storage;
    const warnings: string[] = [];
    await expect(new BrowserStore('k', storage, (m) => warnings.push(m)).load()).resolves.toBeNull();
    expect(warnings[0]).toMatch(/Browser storage is not available/);
  });
});
