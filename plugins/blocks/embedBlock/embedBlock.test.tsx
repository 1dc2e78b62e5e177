import { act, render, screen } from '@testing-library/react';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import plugin from './index';
import { EMBED_ALIASES, parseEmbedBlock, serviceOf } from './model';
import View from './View';

const EMBED = `<div class="eg-content-editor" data-type="typeformBlock" data-embed-url="https://form.typeform.com/to/abc"
  data-title="Watering survey" data-allow="fullscreen; clipboard-write" data-height="600">
  <p>Tell us how you water.</p><a href="https://form.typeform.com/to/abc">Open</a></div>`;

describe('embedBlock model', () => {
  it('claims embedBlock and one alias per service family', () => {
    expect(plugin.dataType).toBe('embedBlock');
    expect(plugin.aliases).toBe(EMBED_ALIASES);
    // dataTypes.ts lists the services by hand so the registration stays light: it must match model.ts.
    expect(EMBED_ALIASES.map((a) => a.replace(/Block$/, '')).every((k) => serviceOf(`${k}Block`, null, '') === k)).toBe(true);
    for (const a of ['canvaBlock', 'googleDocsBlock', 'microsoftOfficeBlock', 'typeformBlock', 'youtubeBlock', 'vimeoBlock', 'preziBlock', 'geniallyBlock']) expect(EMBED_ALIASES).toContain(a);
  });

  it('knows the service from the data-type, data-service or the URL', () => {
    expect(serviceOf('canvaBlock', null, 'https://x.test')).toBe('canva');
    expect(serviceOf('embedBlock', 'vimeo', 'https://x.test')).toBe('vimeo');
    expect(serviceOf('embedBlock', null, 'https://www.youtube-nocookie.com/embed/x')).toBe('youtube');
    expect(serviceOf('embedBlock', null, 'https://docs.google.com/presentation/d/x/embed')).toBe('googleSlides');
    expect(serviceOf('embedBlock', null, 'https://docs.google.com/forms/d/x/viewform')).toBe('googleForms');
    expect(serviceOf('embedBlock', null, 'https://view.genial.ly/x')).toBe('genially');
    expect(serviceOf('embedBlock', null, 'https://elsewhere.test/x')).toBeNull();
    expect(serviceOf('embedBlock', null, 'not a url')).toBeNull();
  });

  it('reads the URL, title, caption, permissions and size the author set', () => {
    const data = parseEmbedBlock(fragment(EMBED), 'typeformBlock', 'Embedded content')!;
    expect(data.frame).toEqual({ src: 'https://form.typeform.com/to/abc', title: 'Watering survey', allow: 'fullscreen; clipboard-write', allowFullscreen: false, aspectRatio: 16 / 9, height: 600 });
    expect(data.family).toBe('survey');
    expect(data.caption?.textContent?.trim()).toBe('Tell us how you water.'); // the link to the same page is the fallback link's job
    expect(data.link).toBe('https://form.typeform.com/to/abc');
  });

  it('takes a pasted embed code, defaults sizes by family and the title from the caption or service', () => {
    const code = parseEmbedBlock(fragment('<div data-type="embedBlock"><iframe src="https://www.canva.com/design/x/view?embed" width="800" height="450" allowfullscreen></iframe></div>'), 'embedBlock', 'Embedded content')!;
    expect(code.frame).toMatchObject({ src: 'https://www.canva.com/design/x/view?embed', title: 'Canva', allowFullscreen: true, allow: null, height: null });
    expect(code.frame.aspectRatio).toBeCloseTo(16 / 9);
    expect(code.caption).toBeNull();
    const doc = parseEmbedBlock(fragment('<div data-type="googleDocsBlock" data-url="https://docs.google.com/document/d/x/pub?embedded=true"><p>Care log template</p></div>'), 'googleDocsBlock', 'Embedded content')!;
    expect(doc.frame.height).toBe(560);
    expect(doc.frame.title).toBe('Care log template');
    const local = parseEmbedBlock(fragment('<div data-type="embedBlock" data-embed-url="media/s.html" data-link-url="media/s.html?full"></div>'), 'embedBlock', 'Embedded content', (p) => `http://c.test/${p}`)!;
    expect(local.frame.src).toBe('http://c.test/media/s.html');
    expect(local.link).toBe('http://c.test/media/s.html?full');
    expect(local.frame.title).toBe('Embedded content');
  });

  it('refuses unsafe or missing URLs (the view then shows the static HTML)', () => {
    expect(parseEmbedBlock(fragment('<div data-type="embedBlock" data-embed-url="javascript:alert(1)"></div>'), 'embedBlock', 'x')).toBeNull();
    expect(parseEmbedBlock(fragment('<div data-type="embedBlock"><p>Nothing</p></div>'), 'embedBlock', 'x')).toBeNull();
  });
});

describe('embedBlock view', () => {
  const observers: { callback: IntersectionObserverCallback; el?: Element }[] = [];
  beforeEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      private entry: { callback: IntersectionObserverCallback; el?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.el = el;
      }
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('reserves the frame’s box and loads the frame only near the viewport, titled and lazy, with caption and link', () => {
    const { container } = render(<View {...blockViewProps(fragment(EMBED))} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect((container.querySelector('.bd-frame-box') as HTMLElement).style.blockSize).toBe('600px');
    act(() => observers[0]!.callback([{ isIntersecting: true, target: observers[0]!.el! } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe('Watering survey');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('allow')).toBe('fullscreen; clipboard-write');
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
    expect(container.querySelector('figcaption')!.textContent).toContain('Tell us how you water.');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://form.typeform.com/to/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('[visit the page]');
  });

  it('shows the title as the caption when the author wrote none', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { container } = render(<View {...blockViewProps(fragment('<div data-type="youtubeBlock" data-embed-url="https://www.youtube-nocookie.com/embed/x" data-title="Repotting in two minutes"></div>'))} />);
    expect(container.querySelector('figcaption .bd-embed-caption-text')!.textContent).toBe('Repotting in two minutes');
    expect(container.querySelector('iframe')!.getAttribute('title')).toBe('Repotting in two minutes');
  });
});
