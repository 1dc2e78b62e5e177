import { createElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { displayUrl, knownSize, originalUrl, prepareImages } from '../shared/authorImages';
import { parseOneImage } from './model';
import block from './index';
import View from './View';

const img = (attrs: string) => fragment(`<img ${attrs}>`);
const text = (nodes: Node[]) => nodes.map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim();
const sizer = (p: string, w: number, h: number) => `${p}?width=${w}&height=${h}&scaleBySmallerSide=true`;

describe('registration', () => {
  it('is the oneImage block, without learner state', () => {
    expect(block.dataType).toBe('oneImage');
    expect(block.state).toBeUndefined();
  });
});

describe('image sizes and URLs (shared/authorImages)', () => {
  it('knows a size from the attributes, the px style or the URL parameters, and only when both are given', () => {
    expect(knownSize(img('src="a.svg" width="960" height="540"'))).toEqual({ width: 960, height: 540 });
    expect(knownSize(img('src="a.svg" style="width: 300px; height:200.4px"'))).toEqual({ width: 300, height: 200 });
    expect(knownSize(img('src="https://cdn.example/x.png?width=800&height=600&scaleBySmallerSide=true"'))).toEqual({ width: 800, height: 600 });
    expect(knownSize(img('src="a.svg" width="960"'))).toBeNull();
    expect(knownSize(img('src="a.svg" width="100%" height="50%"'))).toBeNull();
    expect(knownSize(img('src="a.svg" width="0" height="10"'))).toBeNull();
  });

  it('gives the original URL without the size parameters, keeping the others', () => {
    expect(originalUrl('https://cdn.example/x.png?width=800&height=600&scaleBySmallerSide=true')).toBe('https://cdn.example/x.png');
    expect(originalUrl('https://cdn.example/x.png?v=2&width=800#top')).toBe('https://cdn.example/x.png?v=2#top');
    expect(originalUrl('media/x.svg')).toBe('media/x.svg');
  });

  it('sizes served images only', () => {
    expect(displayUrl('media/x.svg?width=1&height=1', { width: 960, height: 540 }, sizer)).toBe('media/x.svg?width=960&height=540&scaleBySmallerSide=true');
    expect(displayUrl('data:image/png;base64,AAAA', { width: 10, height: 10 }, sizer)).toBe('data:image/png;base64,AAAA');
    expect(displayUrl('media/x.svg', null, sizer)).toBe('media/x.svg');
  });

  it('readies the images of a copy: size attributes, sized URL, lazy loading, an alt always', () => {
    const host = fragment('<div><p><img src="a.svg" style="width:40px;height:30px;border:0"></p></div>');
    prepareImages(host, sizer);
    const el = host.querySelector('img')!;
    expect([el.getAttribute('width'), el.getAttribute('height'), el.getAttribute('style'), el.getAttribute('alt'), el.getAttribute('loading')]).toEqual(['40', '30', 'border:0', '', 'lazy']);
    expect(el.getAttribute('src')).toBe('a.svg?width=40&height=30&scaleBySmallerSide=true');
  });
});

describe('parseOneImage: image and caption', () => {
  it('reads the image of the real shape', () => {
    const parsed = parseOneImage(fragment('<div class="eg-content-editor" data-type="oneImage"><p><img src="media/repotting.svg" alt="Repotting"></p></div>'));
    expect(parsed).toEqual({ kind: 'image', src: 'media/repotting.svg', original: 'media/repotting.svg', alt: 'Repotting', size: null, caption: [], captionText: '' });
  });

  it('reads the size and the original of a sized URL', () => {
    const parsed = parseOneImage(fragment('<div><p><img src="https://cdn.example/p.png?width=640&height=480" alt=""></p></div>'));
    expect(parsed).toMatchObject({ size: { width: 640, height: 480 }, original: 'https://cdn.example/p.png', alt: '' });
  });

  it.each([
    ['a figcaption', '<div><figure><img src="a.svg" alt="A"><figcaption>Fresh <em>mix</em></figcaption></figure></div>', 'Fresh mix'],
    ['a caption paragraph', '<div><p><img src="a.svg" alt="A"></p><p class="image-caption">Fresh mix</p></div>', 'Fresh mix'],
    ['any other content beside the image', '<div><p><img src="a.svg" alt="A"></p><p>Fresh mix</p></div>', 'Fresh mix'],
    ['text beside the image in its paragraph', '<div><p><img src="a.svg" alt="A"> Fresh mix</p></div>', 'Fresh mix'],
  ])('takes the caption from %s', (_, html, caption) => {
    const parsed = parseOneImage(fragment(html));
    expect(parsed.kind === 'image' && text(parsed.caption)).toBe(caption);
  });

  it('takes a plain-text caption from data-caption', () => {
    expect(parseOneImage(fragment('<div data-caption="From the side"><p><img src="a.svg" alt="A"></p></div>'))).toMatchObject({ caption: [], captionText: 'From the side' });
  });

  it.each([
    ['no image', '<div><p>Only words.</p></div>'],
    ['two images', '<div><p><img src="a.svg" alt="A"><img src="b.svg" alt="B"></p></div>'],
    ['an image without a source', '<div><p><img alt="A"></p></div>'],
  ])('falls back to the static fragment for %s', (_, html) => {
    expect(parseOneImage(fragment(html)).kind).toBe('static');
  });
});

describe('the view', () => {
  const setup = (html: string) => {
    const openImagePreview = jest.fn();
    const props = blockViewProps(fragment(html), {
      dataType: 'oneImage',
      imageUrl: sizer,
      openImagePreview,
      t: (k: string) => (k === '[aria label zoom button]' ? 'Enlarge image' : k),
    });
    return { openImagePreview, ...render(createElement(View, props)) };
  };

  it('shows the sized image with its alt and box, and opens the original from the zoom button', () => {
    const { openImagePreview, container } = setup('<div><p><img src="media/pot.svg?width=10&height=10" alt="A pot" width="960" height="540"></p><p class="image-caption">A caption</p></div>');
    const image = screen.getByRole('img', { name: 'A pot' });
    expect(image.getAttribute('src')).toBe('media/pot.svg?width=960&height=540&scaleBySmallerSide=true');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['960', '540']);
    expect(container.querySelector('figure figcaption')?.textContent).toBe('A caption');
    const zoom = screen.getByRole('button', { name: 'Enlarge image' });
    expect(zoom.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(zoom);
    expect(openImagePreview).toHaveBeenCalledWith([{ url: 'media/pot.svg', alt: 'A pot' }], 0);
  });

  it('opens the gallery from a click on the picture too, with focus on the zoom button to come back to', () => {
    const { openImagePreview } = setup('<div><p><img src="media/pot.svg" alt="A pot"></p></div>');
    fireEvent.click(screen.getByRole('img', { name: 'A pot' }));
    expect(openImagePreview).toHaveBeenCalledWith([{ url: 'media/pot.svg', alt: 'A pot' }], 0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enlarge image' }));
  });

  it('reserves a 16:9 box for an image of unknown size', () => {
    const { container } = setup('<div><p><img src="media/pot.svg" alt="A pot"></p></div>');
    expect(container.querySelector('.bl-one-image-frame')?.className).toContain('is-unsized');
  });

  it('shows unexpected markup as static HTML', () => {
    const { container } = setup('<div><p>Only words.</p></div>');
    expect(container.querySelector('.bl-static')?.textContent).toBe('Only words.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
