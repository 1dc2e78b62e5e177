import fc from 'fast-check';
import { FRAME_SANDBOX, frameTreatment } from './framePolicy';

const page = 'https://courses.example/acme/course-1/index.html?language=en#/sections/s1';

describe('the frame rule (docs/security.md)', () => {
  it.each([
    ['a package page by a relative path', 'media/survey.html'],
    ['a relative path up and down', '../course-1/media/x.html'],
    ['a root-relative path', '/acme/course-1/media/x.html'],
    ['an absolute address on the player origin', 'https://courses.example/other/page.html'],
    ['a protocol-relative address on the player origin', '//courses.example/x.html'],
    ['a page with a query and a hash', 'media/scenario.html?start=1#scene-2'],
    ['a data: document (opaque already; sandboxed all the same)', 'data:text/html,<script>1</script>'],
    ['a blob: document (it inherits the creator origin)', 'blob:https://courses.example/5d1c'],
    ['about:blank (it inherits the parent origin)', 'about:blank'],
  ])('sandboxes %s without allow-same-origin', (_name, src) => {
    const treatment = frameTreatment(src, page);
    expect(treatment).toEqual({ kind: 'frame', src, sandbox: FRAME_SANDBOX });
    expect(FRAME_SANDBOX.split(/\s+/)).not.toContain('allow-same-origin');
  });

  it.each([
    ['a video host', 'https://www.youtube-nocookie.com/embed/abc?rel=0'],
    ['a survey service', 'https://form.typeform.com/to/abc'],
    ['another port of the same host', 'https://courses.example:8443/x.html'],
    ['a subdomain', 'https://media.courses.example/x.html'],
    ['plain http on another host', 'http://intranet.example/page'],
  ])('leaves %s (cross-origin) unsandboxed, so it keeps its own storage and sign-in', (_name, src) => {
    expect(frameTreatment(src, page)).toEqual({ kind: 'frame', src, sandbox: null });
  });

  it('judges the player origin by scheme as well as host', () => {
    expect(frameTreatment('http://courses.example/x.html', page)).toEqual({ kind: 'frame', src: 'http://courses.example/x.html', sandbox: null });
    expect(frameTreatment('https://courses.example/x.html', 'http://courses.example/index.html').kind).toBe('frame');
  });

  it.each([
    ['a package SVG', 'media/diagram.svg'],
    ['an upper-case, compressed SVG', 'media/DIAGRAM.SVGZ'],
    ['an SVG with a query', 'media/diagram.svg?v=2#frag'],
    ['a cross-origin SVG', 'https://cdn.example/diagram.svg'],
    ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
  ])('shows %s as an image, never as a document', (_name, src) => {
    expect(frameTreatment(src, page)).toEqual({ kind: 'image', src });
  });

  it.each([
    ['nothing', null],
    ['an empty address', '   '],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL hidden with a tab and capitals', 'JaVa\tScRiPt:alert(1)'],
    ['a vbscript: URL', 'vbscript:msgbox(1)'],
    ['an address that does not parse', 'http://[::1'],
  ])('shows nothing for %s', (_name, src) => {
    expect(frameTreatment(src, page)).toEqual({ kind: 'none' });
  });

  it('never leaves a frame on the player origin unsandboxed, whatever the address (property)', () => {
    const origin = new URL(page).origin;
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.webPath(), fc.string(), fc.webPath().map((p) => `${origin}${p}`)), (src) => {
        const t = frameTreatment(src, page);
        if (t.kind !== 'frame' || t.sandbox !== null) return;
        const url = new URL(t.src, page);
        expect(url.origin).not.toBe(origin);
        expect(['http:', 'https:']).toContain(url.protocol);
      }),
    );
  });
});
