import type { Theme } from '@core';

/**
 * Which of the package's two logos goes where. The main logo is made for the cover's image header;
 * the alternative one (themeSettings branding.alternativeLogo) for light backgrounds, such as the
 * bar above the course pages and their sidebar. When a package has only one, it serves both.
 * `allowToShowLogo` (older packages: allowToShowMainLogo) switches the logo off in both variants: the
 * alternative one is the same mark for light backgrounds, and the incumbent shows neither (issue 22).
 * core/cover/coverModel.ts applies the same rule to the pre-rendered cover.
 */
export function logoFor(theme: Theme, place: 'cover' | 'light'): string {
  if (!theme.showLogo) return '';
  const main = theme.logoUrl;
  const alternative = theme.alternativeLogoUrl;
  return place === 'cover' ? main || alternative : alternative || main;
}
