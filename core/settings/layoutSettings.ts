import { isObject, type JsonObject } from '../util/json';

/** SPEC 3.1 `layout`: the page layout an author chose and, for onePage, how the learner moves on. */
export type PageLayout = 'multiplePage' | 'onePage';
export type OnePageNavigation = 'scrollThrough' | 'clickNext';

export interface LayoutSettings {
  layout: PageLayout;
  /** Read for onePage only: scrollThrough shows every page of a section, clickNext one more per '[continue]'. */
  navigation: OnePageNavigation;
}

export const DEFAULT_LAYOUT: LayoutSettings = { layout: 'multiplePage', navigation: 'scrollThrough' };

const LAYOUTS: readonly PageLayout[] = ['multiplePage', 'onePage'];
const NAVIGATIONS: readonly OnePageNavigation[] = ['scrollThrough', 'clickNext'];

function choice<T extends string>(value: unknown, allowed: readonly T[], fallback: T, name: string, warn: (message: string) => void): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  warn(`settings.js: ${name} ${JSON.stringify(value)} is not one of ${allowed.join(', ')}; the player uses ${fallback}.`);
  return fallback;
}

/**
 * settings.js `layout {selected, courseNavigationSettings: {selected}}` (PACKAGE-FORMAT.md). Older
 * packages name the layout in `layoutMode` instead; its usual value "default" means "not chosen".
 * An unknown value falls back to the default with a warning, so a typo never breaks a course.
 */
export function readLayoutSettings(raw: JsonObject, warn: (message: string) => void = console.warn): LayoutSettings {
  const layout = isObject(raw.layout) ? raw.layout : {};
  const navigation = isObject(layout.courseNavigationSettings) ? layout.courseNavigationSettings : {};
  const legacy = raw.layoutMode === 'default' ? undefined : raw.layoutMode;
  return {
    layout: choice(layout.selected ?? legacy, LAYOUTS, DEFAULT_LAYOUT.layout, 'layout.selected', warn),
    navigation: choice(navigation.selected, NAVIGATIONS, DEFAULT_LAYOUT.navigation, 'layout.courseNavigationSettings.selected', warn),
  };
}
