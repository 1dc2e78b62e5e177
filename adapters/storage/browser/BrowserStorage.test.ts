import { BrowserStorage, progressKey } from './BrowserStorage';

describe('BrowserStorage (SPEC 9.5, 8.3)', () => {
  beforeEach(() => localStorage.clear());

  it("uses the key 'course_progress' + courseId + templateId", () => {
    expect(progressKey('abc', '')).toBe('course_progressabc');
    expect(progressKey('abc', 'tpl')).toBe('course_progressabctpl');
  });

  it('saves and loads a record', async () => {
    const storage = new BrowserStorage('course_progressX');
    await storage.save({ url: '/results', answers: [100] });
    expect(JSON.parse(localStorage.getItem('course_progressX')!)).toEqual({ url: '/results', answers: [100] });
    await expect(storage.load()).resolves.toEqual({ url: '/results', answers: [100] });
  });

  it('starts clean with a warning on corrupt JSON and keeps the unreadable text aside', async () => {
    localStorage.setItem('course_progressX', '{"url": "/res');
    const warnings: string[] = [];
    const storage = new BrowserStorage('course_progressX', localStorage, (m) => warnings.push(m));
    await expect(storage.load()).resolves.toBeNull();
    expect(warnings[0]).toMatch(/not valid JSON/);
    expect(localStorage.getItem('course_progressX_unreadable')).toBe('{"url": "/res');
    // Kept aside, it is not read again on the next load.
    expect(localStorage.getItem('course_progressX')).toBeNull();
  });

  it('sets a record the player cannot use aside under the same key, unchanged, and does not read it again', async () => {
    const text = '{"v":1,"url":42,"answers":[]}';
    localStorage.setItem('course_progressX', text);
    const warnings: string[] = [];
    const storage = new BrowserStorage('course_progressX', localStorage, (m) => warnings.push(m));
    await expect(storage.load()).resolves.toEqual({ v: 1, url: 42, answers: [] });
    storage.setAside('url is number 42');
    expect(localStorage.getItem('course_progressX_unreadable')).toBe(text);
    expect(localStorage.getItem('course_progressX')).toBeNull();
    expect(warnings.join(' ')).toMatch(/url is number 42.*course_progressX_unreadable/);
    await expect(storage.load()).resolves.toBeNull();
  });

  it('keeps a record pending when the store refuses it, and writes it on the next flush', async () => {
    let full = true;
    const data = new Map<string, string>();
    const store = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (full) throw new Error('QuotaExceededError');
        data.set(k, v);
      },
      removeItem: (k: string) => data.delete(k),
    } as unknown as Storage;
    const storage = new BrowserStorage('k', store, () => undefined);
    await storage.save({ a: 1 });
    expect(store.getItem('k')).toBeNull();
    full = false;
    storage.flush();
    expect(store.getItem('k')).toBe('{"a":1}');
  });
});
