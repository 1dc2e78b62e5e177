import { render, screen } from '@testing-library/react';
import type { PlayerSession } from '@core';
import { MessagePage } from './MessagePage';

/** Only what the frame reads of a session: the course's language and direction. */
const sessionOf = (fields: { locale?: string; rtl?: boolean; loaded?: boolean }) =>
  ({
    isRtl: fields.rtl ?? false,
    language: 'en',
    pkg: fields.loaded === false ? undefined : { language: { locale: fields.locale ?? '' } },
  }) as unknown as PlayerSession;

beforeEach(() => {
  document.documentElement.lang = 'xx';
  document.documentElement.dir = '';
});

describe('MessagePage (the frame of SPEC 2.9, 2.10 and 6.2 screens)', () => {
  it('sets the page language and direction from the course', () => {
    render(<MessagePage session={sessionOf({ locale: 'ar-EG', rtl: true })} icon="alert" heading="Oops" />);
    expect(document.documentElement.lang).toBe('ar-EG');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('falls back to the session language when the package names no locale', () => {
    render(<MessagePage session={sessionOf({})} icon="alert" heading="Oops" />);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('leaves the language alone before the package loaded (SPEC 2.9 broken manifest)', () => {
    render(<MessagePage session={sessionOf({ loaded: false })} icon="alert" heading="Oops" />);
    expect(document.documentElement.lang).toBe('xx');
  });

  it('makes main the focus target by default, with the heading, icon and body inside the box', () => {
    const { container } = render(
      <MessagePage session={sessionOf({})} icon="alert" heading="Oops" headingClassName="extra" boxClassName="connection-lost">
        <p>Body</p>
      </MessagePage>,
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.className).toBe('error-page');
    expect(main.getAttribute('tabindex')).toBe('-1');
    const box = container.querySelector('main > .error-page-box.connection-lost');
    expect(box?.querySelector('.error-page-icon .icon-alert')).not.toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: 'Oops' });
    expect(heading.className).toBe('extra');
    expect(heading.hasAttribute('tabindex')).toBe(false);
    expect(heading.nextElementSibling?.textContent).toBe('Body');
    expect(document.activeElement).not.toBe(heading);
  });

  it('focuses the heading instead when asked (SPEC 6.2)', () => {
    render(<MessagePage session={sessionOf({})} icon="lock" heading="No access" className="no-access-page" focusHeading />);
    const main = screen.getByRole('main');
    expect(main.className).toBe('error-page no-access-page');
    expect(main.hasAttribute('tabindex')).toBe(false);
    const heading = screen.getByRole('heading', { level: 1, name: 'No access' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(heading);
  });
});
