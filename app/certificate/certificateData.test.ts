import { certificateWords, THEME_DEFAULTS, type PlayerSession } from '@core';
import { certificateDataOf, plainTitle } from './certificateData';
import { certificateFonts } from './certificateFonts';

/** The parts of a session the certificate reads, as a course in `language` would have them. */
function sessionStub(o: { rtl?: boolean; scored?: boolean; completionDate?: string; title?: string; fonts?: Record<string, { fontFamily?: string }>; colors?: Record<string, string> } = {}) {
  return {
    course: { title: o.title ?? 'Safety first', completionDate: o.completionDate ?? '', score: 80 },
    completion: { standing: { scored: o.scored ?? true } },
    pkg: {
      language: { locale: o.rtl ? 'ar-EG' : 'en-GB' },
      theme: { colors: o.colors ?? {}, body: { color: '#ffffff' }, fonts: o.fonts ?? {}, showLogo: true, logoUrl: 'images/logo.png', alternativeLogoUrl: '' },
    },
    language: o.rtl ? 'ar' : 'en',
    isRtl: o.rtl ?? false,
    files: { mediaUrl: (p: string) => `https://course.test/pkg/${p}` },
  } as unknown as PlayerSession;
}

describe('the certificate of a session (issue 26)', () => {
  const now = () => new Date('2026-11-27T12:00:00.000Z');

  it("takes the course language's locale and direction, the score, the record's completion date and the theme", () => {
    const data = certificateDataOf(sessionStub({ rtl: true, completionDate: '2026-11-01T08:00:00.000Z', colors: { 'main-color': '#123456' } }), { learnerName: 'ليلى', issued: null, fontUrls: [], words: certificateWords('en'), now });
    expect(data).toEqual(
      expect.objectContaining({ learnerName: 'ليلى', locale: 'ar-EG', direction: 'rtl', score: 80, completedAt: '2026-11-01T08:00:00.000Z', verification: null }),
    );
    expect(data.look).toEqual({ primary: '#123456', text: THEME_DEFAULTS.textColor.toLowerCase(), background: '#ffffff', logoUrl: 'https://course.test/pkg/images/logo.png', fontUrls: [] });
  });

  it('prints no score for a course without scored questions, and today when the record has no completion date', () => {
    const data = certificateDataOf(sessionStub({ scored: false }), { learnerName: 'A', issued: null, fontUrls: [], words: certificateWords('en'), now });
    expect(data.score).toBeNull();
    expect(data.completedAt).toBe('2026-11-27T12:00:00.000Z');
    expect(data.direction).toBe('ltr');
  });

  it('gives a title that carries markup as its text only', () => {
    expect(plainTitle('Safety <b>first</b> &amp; last')).toBe('Safety first & last');
    expect(plainTitle('<img src=x onerror=alert(1)>Fire drill')).toBe('Fire drill');
    expect(plainTitle(' Plain ')).toBe('Plain');
  });
});

describe("the package's font files for the certificate", () => {
  const css = `@font-face { font-family: "Brand Sans"; src: url(brand.woff2) format("woff2"), url("brand.woff") format("woff"); }
    @font-face { font-family: Other; src: url(other.ttf); }`;
  const fetchOf = (body: string | null, seen: string[] = []) =>
    (async (url: string) => (seen.push(url), body === null ? { ok: false, status: 404 } : { ok: true, status: 200, url, text: async () => body })) as unknown as typeof fetch;

  it("are the embeddable files (not WOFF2) of the families the theme names, from fonts/fonts.css", async () => {
    const seen: string[] = [];
    const session = sessionStub({ fonts: { body: { fontFamily: 'Brand Sans, Arial' } } });
    await expect(certificateFonts(session, fetchOf(css, seen))).resolves.toEqual(['https://course.test/pkg/fonts/brand.woff']);
    expect(seen).toEqual(['https://course.test/pkg/fonts/fonts.css']);
  });

  it('are none, with no request, for a theme on system fonts; none when the stylesheet is missing', async () => {
    const seen: string[] = [];
    await expect(certificateFonts(sessionStub({ fonts: { body: { fontFamily: 'Arial' } } }), fetchOf(css, seen))).resolves.toEqual([]);
    expect(seen).toEqual([]);
    await expect(certificateFonts(sessionStub({ fonts: { body: { fontFamily: 'Brand Sans' } } }), fetchOf(null))).resolves.toEqual([]);
  });
});
