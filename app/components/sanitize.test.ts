import { FRAME_SANDBOX } from '@core';
import { sanitizeFragment } from './sanitize';

// The package sits beside the player, on the page's origin (jsdom's http://localhost).
const resolve = (p: string) => new URL(`pkg/${p}`, window.location.href).href;
const clean = async (html: string) => {
  const host = document.createElement('div');
  host.append(await sanitizeFragment(html, resolve));
  return host;
};

describe('author fragments (docs/security.md)', () => {
  it.each([
    ['a package page by a relative path', '<iframe src="media/spy.html"></iframe>'],
    ['a package page by an absolute path on the player origin', `<iframe src="${window.location.origin}/pkg/media/spy.html"></iframe>`],
    ['a root-relative page', '<iframe src="/pkg/media/spy.html"></iframe>'],
  ])('sandboxes %s without allow-same-origin', async (_name, html) => {
    const frame = (await clean(html)).querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  it("replaces the author's own sandbox (allow-same-origin with allow-scripts undoes it) with the rule's", async () => {
    const frame = (await clean('<iframe src="media/spy.html" sandbox="allow-same-origin allow-scripts"></iframe>')).querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
  });

  it('leaves a video host frame unsandboxed, with its permissions', async () => {
    const frame = (await clean('<iframe src="https://www.youtube-nocookie.com/embed/x" allow="fullscreen" allowfullscreen title="Clip"></iframe>')).querySelector('iframe')!;
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x');
    expect(frame.getAttribute('allow')).toBe('fullscreen');
  });

  it('never keeps a srcdoc, which would be a document of the player origin', async () => {
    const frame = (await clean('<iframe src="https://video.example/x" srcdoc="<script>parent.x=1</script>"></iframe>')).querySelector('iframe');
    expect(frame?.hasAttribute('srcdoc') ?? false).toBe(false);
  });

  it('drops frames with no loadable address', async () => {
    const host = await clean('<p>a</p><iframe src="javascript:parent.x=1"></iframe><iframe></iframe><iframe src="  "></iframe>');
    expect(host.querySelector('iframe')).toBeNull();
    expect(host.textContent).toBe('a');
  });

  it('shows an SVG as an image, never as a document, a frame or an object', async () => {
    const host = await clean('<iframe src="media/diagram.svg" title="Diagram"></iframe><object data="media/diagram.svg"></object><embed src="media/diagram.svg"><img src="media/photo.svg" alt="Photo">');
    expect(host.querySelector('iframe, object, embed')).toBeNull();
    const images = [...host.querySelectorAll('img')].map((i) => [i.getAttribute('src'), i.getAttribute('alt')]);
    expect(images).toEqual([
      [resolve('media/diagram.svg'), 'Diagram'],
      [resolve('media/photo.svg'), 'Photo'],
    ]);
  });

  it.each([
    ['a script', '<script>parent.x=1</script>'],
    ['an event handler', '<img src="a.png" onerror="parent.x=1">'],
    ['a javascript: link', '<a href="javascript:parent.x=1">go</a>'],
    ['a frame, frameset, object, embed, meta refresh or base', '<frameset><frame src="media/spy.html"></frameset><object data="media/spy.html"></object><embed src="media/spy.html"><meta http-equiv="refresh" content="0;url=media/spy.html"><base href="https://evil.example/">'],
    ['an SVG script', '<svg><script>parent.x=1</script><a href="javascript:parent.x=1"><text>t</text></a></svg>'],
  ])('removes %s', async (_name, html) => {
    const host = await clean(html);
    expect(host.innerHTML).not.toMatch(/<script|onerror|javascript:|<frame|<object|<embed|<meta|<base/i);
  });
});

// Issue 23: the learner's font-size levels (1.1x each, SPEC 9.4) reach the author's own sizes too.
// A size in px or pt does not follow the page's root: it is written as a multiple of the level's
// scale, under the page's maximum (SPEC 9.4: content at most 100 px, 48 on a phone, the cover 90).
describe("the author's font sizes follow the learner's font-size level", () => {
  it('scales a size in px or pt, keeps the rest of the style, and leaves relative sizes as they are', async () => {
    const host = await clean('<p><span style="color: #123456; font-size: 18px">Big</span> <span style="font-size:13.5pt;">pt</span> <span style="font-size: 1.2em">em</span></p>');
    const [px, pt, em] = [...host.querySelectorAll('span')].map((s) => s.getAttribute('style'));
    expect(px).toBe('color: #123456; font-size: min(calc(18px * var(--a11y-font-scale, 1)), var(--a11y-author-max, 100px))');
    expect(pt).toBe('font-size:min(calc(13.5pt * var(--a11y-font-scale, 1)), var(--a11y-author-max, 100px));');
    expect(em).toBe('font-size: 1.2em');
  });
});
