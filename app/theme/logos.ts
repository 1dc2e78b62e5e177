import type { Theme } from '@core';

/**
 * Which of the package's two logos goes where. The main logo is made for the cover's image header;
 * the alternative one (themeSettings branding.alternativeLogo) for light backgrounds, such as the
 * bar above the course pages and their sidebar. When a package has only one, it serves both.
 * `allowToShowLogo` (older packages: allowToShowMainLogo) switches off the main logo only.
 */
export function logoFor(theme: Theme, place: 'cover' | 'light'): string {
  const main = theme.showLogo ? theme.logoUrl : '';
  const alternative = theme.alternativeLogoUrl;
  return place === 'cover' ? main || alternative : alternative || main;
}
