import { render, screen } from '@testing-library/react';
import plugin from '.';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { parseLinkCards } from './model';
import View from './View';

const ONE = '<div class="eg-content-editor" data-type="webLinkBlock" data-url="https://example.org/pests" data-title="Pest guide" data-description="Spot pests early." data-image="media/pests.svg" data-image-alt=""></div>';

describe('webLinkBlock registration', () => {
  it('claims the webLinkBlock data-type and keeps no state', () => {
    expect(plugin.dataType).toBe('webLinkBlock');
    expect(plugin.state).toBeUndefined();
  });
});

describe('webLinkBlock reading', () => {
  it('reads the link from the root attributes', () => {
    expect(parseLinkCards(fragment(ONE), (p) => `pkg/${p}`)).toEqual({
      intro: null,
      links: [{ id: 'link-1', url: 'https://example.org/pests', title: 'Pest guide', description: 'Spot pests early.', domain: 'example.org', image: { src: 'pkg/media/pests.svg', alt: '' } }],
    });
  });

  it('reads a link written as markup', () => {
    const data = parseLinkCards(fragment('<div data-type="webLinkBlock"><p><a href="https://example.org/">Example site</a></p><p>About it</p></div>'), (p) => p);
    expect(data.links.map((l) => [l.title, l.url])).toEqual([['Example site', 'https://example.org/']]);
  });

  it('drops a javascript: URL in data-url', () => {
    expect(parseLinkCards(fragment('<div data-type="webLinkBlock" data-url="javascript:alert(1)" data-title="x"></div>'), (p) => p).links).toEqual([]);
  });
});

describe('webLinkBlock view', () => {
  it('renders one wide card opening in a new tab, its decorative picture kept decorative', () => {
    const { container } = render(<View {...blockViewProps(fragment(ONE))} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Pest guide (player:opens in new tab)');
    expect(container.querySelector('.lc.is-single')).not.toBeNull();
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(container.querySelector('img')!.getAttribute('src')).toBe('http://course.test/media/pests.svg');
  });
});
