import { act } from '@testing-library/react';
import { loadBlocks } from '../components/loadBlocks';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { renderWithSession } from '../../test/support/renderWithSession';
import { Header } from '../components/Header';
import { Cover } from '../screens/Cover';

// jsdom has no User Timing; the cover marks when its title is painted (for the bench).
beforeAll(() => {
  if (typeof performance.mark !== 'function') Object.defineProperty(performance, 'mark', { value: () => undefined, configurable: true });
});

/** The showcase's themeSettings.js with its logos replaced. */
function withLogos(main: string, alternative: string, allowToShowLogo = true) {
  return {
    'themeSettings.js': (body: string | null) => {
      const theme = JSON.parse(body!);
      theme.branding.logo = { url: main, allowToShowLogo };
      theme.branding.alternativeLogo = { url: alternative };
      return JSON.stringify(theme);
    },
  };
}

async function logos(main: string, alternative: string, allowToShowLogo = true) {
  const { session } = await createTestPlayer({ overrides: withLogos(main, alternative, allowToShowLogo) });
  const cover = renderWithSession(session, <Cover />);
  // The cover's introduction renderer loads lazily; let it arrive before the cover goes away.
  await act(() => loadBlocks());
  const coverLogo = cover.container.querySelector<HTMLImageElement>('.cover-logo')?.getAttribute('src') ?? null;
  cover.unmount();
  const header = renderWithSession(session, <Header withTocToggle tocOpen onToggleToc={() => undefined} />, '/results');
  const headerLogo = header.container.querySelector<HTMLImageElement>('.header-logo img')?.getAttribute('src') ?? null;
  header.unmount();
  const file = (src: string | null) => (src ? src.replace(/^.*\/pkg\//, '').replace(/\?.*$/, '') : null);
  return { cover: file(coverLogo), header: file(headerLogo) };
}

describe('the two logos (themeSettings branding, issue 9)', () => {
  it('put the main logo on the cover’s image header and the alternative one on the light bar of the course pages', async () => {
    expect(await logos('media/logo.svg', 'media/logo-light.svg')).toEqual({ cover: 'media/logo.svg', header: 'media/logo-light.svg' });
  });

  it('use the only logo a package has in both places', async () => {
    expect(await logos('media/logo.svg', '')).toEqual({ cover: 'media/logo.svg', header: 'media/logo.svg' });
    expect(await logos('', 'media/logo-light.svg')).toEqual({ cover: 'media/logo-light.svg', header: 'media/logo-light.svg' });
  });

  // Issue 22: the alternative logo is the same logo for light backgrounds; the author who hides the
  // logo hides it there too.
  it('show neither when the theme says allowToShowLogo: false', async () => {
    expect(await logos('media/logo.svg', 'media/logo-light.svg', false)).toEqual({ cover: null, header: null });
    expect(await logos('', 'media/logo-light.svg', false)).toEqual({ cover: null, header: null });
  });
});
