import { act, render } from '@testing-library/react';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { buildSrcdoc, clampHeight, DEFAULT_HEIGHT, HEIGHT_MESSAGE, MAX_HEIGHT, MIN_HEIGHT } from '../../shared/sandboxedHtml';
import { readHtmlBlock } from './model';
import View from './View';

const RAW = '<div class="eg-content-editor" data-type="htmlBlock" data-title="Watering estimator" data-height="320"><p id="out">…</p><script>document.getElementById("out").textContent = "ran";</script></div>';

describe('htmlBlock model', () => {
  it('clamps the height the frame reports', () => {
    expect(clampHeight(250.2)).toBe(251);
    expect(clampHeight('300')).toBe(300);
    expect(clampHeight(2)).toBe(MIN_HEIGHT);
    expect(clampHeight(1e9)).toBe(MAX_HEIGHT);
    expect(clampHeight('tall')).toBeNull();
    expect(clampHeight(NaN)).toBeNull();
    expect(clampHeight({})).toBeNull();
  });

  it('reads the title and the first height', () => {
    expect(readHtmlBlock(fragment(RAW))).toEqual({ title: 'Watering estimator', initialHeight: 320 });
    expect(readHtmlBlock(fragment('<div data-type="htmlBlock"></div>'))).toEqual({ title: null, initialHeight: DEFAULT_HEIGHT });
  });

  it('builds a document of the author’s HTML, scripts kept, with the height script after it', () => {
    const doc = buildSrcdoc(RAW, { lang: 'ar', dir: 'rtl', color: 'rgb(1, 2, 3)' });
    expect(doc.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true);
    expect(doc).toContain('<script>document.getElementById("out").textContent = "ran";</script>');
    expect(doc.indexOf('"ran"')).toBeLessThan(doc.indexOf(HEIGHT_MESSAGE));
    expect(doc).toContain("parent.postMessage({ type: 'bd-html-block:height'");
    expect(doc).toContain('color:rgb(1, 2, 3)');
    const full = buildSrcdoc('<html><head><style>p{color:red}</style></head><body><p>x</p></body></html>', { lang: 'en', dir: 'ltr' });
    expect(full).toContain('<style>p{color:red}</style></head><body><div id="bd-html-block-root"><p>x</p></div>');
  });
});

describe('htmlBlock view', () => {
  it('runs the HTML in a frame sandboxed with scripts only, via srcdoc', () => {
    const { container } = render(<View {...blockViewProps(fragment(RAW), { rawHtml: RAW })} />);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.getAttribute('srcdoc')).toContain('"ran"');
    expect(frame.getAttribute('title')).toBe('Watering estimator');
    expect(frame.style.blockSize).toBe('320px');
  });

  it('takes the height only from its own frame, clamped', () => {
    const { container } = render(<View {...blockViewProps(fragment(RAW), { rawHtml: RAW })} />);
    const frame = container.querySelector('iframe')!;
    const send = (data: unknown, source: unknown) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, source: source as MessageEventSource })));
    send({ type: HEIGHT_MESSAGE, height: 480 }, window); // someone else
    expect(frame.style.blockSize).toBe('320px');
    send({ type: 'other', height: 480 }, frame.contentWindow);
    expect(frame.style.blockSize).toBe('320px');
    send({ type: HEIGHT_MESSAGE, height: 480 }, frame.contentWindow);
    expect(frame.style.blockSize).toBe('480px');
    send({ type: HEIGHT_MESSAGE, height: 99999 }, frame.contentWindow);
    expect(frame.style.blockSize).toBe(`${MAX_HEIGHT}px`);
    send({ type: HEIGHT_MESSAGE, height: 'x' }, frame.contentWindow);
    expect(frame.style.blockSize).toBe(`${MAX_HEIGHT}px`);
  });

  it('falls back to the static HTML without raw HTML, and names an untitled frame', () => {
    const empty = render(<View {...blockViewProps(fragment('<div data-type="htmlBlock"><p>Static</p></div>'), { rawHtml: '' })} />);
    expect(empty.getByTestId('static').textContent).toBe('Static');
    empty.unmount();
    const raw = '<div data-type="htmlBlock"><b>x</b></div>';
    const { container } = render(<View {...blockViewProps(fragment(raw), { rawHtml: raw })} />);
    expect(container.querySelector('iframe')!.getAttribute('title')).toBe('player:html block title');
  });
});
