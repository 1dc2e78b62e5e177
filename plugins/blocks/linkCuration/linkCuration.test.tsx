import { render, screen, within } from '@testing-library/react';
import plugin from '.';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { domainOf, imageSource, parseLinkCards, safeUrl } from './model';
import View from './View';

const CURATED = `
<div class="eg-content-editor" data-type="linkCuration">
  <h2>Further reading</h2>
  <div class="link-item" data-id="l1" data-url="https://www.example.org/light" data-title="Light guide"
       data-description="How much light plants need." data-image="media/light.svg" data-image-alt="A window"></div>
  <div class="link-item" data-id="l2"><a href="https://plants.example.net/a?b=1">Watering</a><p>When to water.</p><img src="https://cdn.example.net/w.png" alt="A can"></div>
  <div class="link-item" data-id="bad" data-url="javascript:alert(1)" data-title="Bad"></div>
</div>`;

describe('linkCuration registration', () => {
  it('claims the linkCuration data-type and keeps no state', () => {
    expect(plugin.dataType).toBe('linkCuration');
    expect(plugin.state).toBeUndefined();
  });
});

describe('link card reading', () => {
  it('accepts only http(s) URLs', () => {
    expect(safeUrl('https://example.org/x')).toBe('https://example.org/x');
    expect(safeUrl('//example.org/x')).toBe('https://example.org/x');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,hi')).toBeNull();
    expect(safeUrl('media/x.html')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });

  it('shows the host without www', () => {
    expect(domainOf('https://www.example.org/a/b')).toBe('example.org');
    expect(domainOf('http://sub.example.net:8080/')).toBe('sub.example.net');
  });

  it('resolves relative images against the package and drops unsafe ones', () => {
    const media = (p: string) => `pkg/${p}`;
    expect(imageSource('media/a.svg', media)).toBe('pkg/media/a.svg');
    expect(imageSource('https://example.org/a.png', media)).toBe('https://example.org/a.png');
    expect(imageSource('javascript:x', media)).toBeNull();
    expect(imageSource('data:image/svg+xml,<svg onload=x>', media)).toBeNull();
    expect(imageSource('data:image/png;base64,AAAA', media)).toBe('data:image/png;base64,AAAA');
  });

  it('reads attribute items and markup items, drops unsafe ones, keeps the intro', () => {
    const data = parseLinkCards(fragment(CURATED), (p) => `pkg/${p}`);
    expect(data.links).toEqual([
      { id: 'l1', url: 'https://www.example.org/light', title: 'Light guide', description: 'How much light plants need.', domain: 'example.org', image: { src: 'pkg/media/light.svg', alt: 'A window' } },
      { id: 'l2', url: 'https://plants.example.net/a?b=1', title: 'Watering', description: 'When to water.', domain: 'plants.example.net', image: { src: 'https://cdn.example.net/w.png', alt: 'A can' } },
    ]);
    expect(data.intro?.textContent?.trim()).toBe('Further reading');
  });

  it('makes cards of plain links when there are no items, the rest of their paragraph the description', () => {
    const data = parseLinkCards(
      fragment('<div><h3>Links</h3><ul><li><a href="https://example.org/">Example</a> – a site</li><li><a href="mailto:x@example.org">Mail</a></li></ul><p>See <a href="https://a.example.org/">A</a> and <a href="https://b.example.org/">B</a>.</p></div>'),
      (p) => p,
    );
    expect(data.links.map((l) => [l.title, l.description, l.domain])).toEqual([
      ['Example', 'a site', 'example.org'],
      ['A', '', 'a.example.org'],
      ['B', '', 'b.example.org'],
    ]);
  });

  it('falls back to the domain as the title and finds nothing in odd markup', () => {
    expect(parseLinkCards(fragment('<div><div data-url="https://example.org/x"></div></div>'), (p) => p).links[0]!.title).toBe('example.org');
    expect(parseLinkCards(fragment('<div><p>No links</p></div>'), (p) => p).links).toEqual([]);
    expect(parseLinkCards(fragment('<div></div>'), (p) => p).links).toEqual([]);
  });
});

describe('linkCuration view', () => {
  it('renders cards whose one link opens in a new tab safely and says so', () => {
    const { container } = render(<View {...blockViewProps(fragment(CURATED))} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.textContent).toContain('player:opens in new tab');
    }
    expect(links[0]!.getAttribute('href')).toBe('https://www.example.org/light');
    const card = links[0]!.closest('li')!;
    expect(within(card).getByRole('img').getAttribute('alt')).toBe('A window');
    expect(card.textContent).toContain('How much light plants need.');
    expect(card.textContent).toContain('example.org');
    expect(container.querySelector('.lc-intro')!.textContent).toContain('Further reading');
    expect(container.querySelector('.lc.is-single')).toBeNull();
  });

  it('shows a fragment without links as its static HTML', () => {
    const { container } = render(<View {...blockViewProps(fragment('<div data-type="linkCuration"><p>Nothing</p></div>'))} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('Nothing');
  });
});
