import { bool, isObject, num, str, type JsonObject } from '../util/json';

/** SPEC 9.4 defaults, used when a package sets none. */
export const THEME_DEFAULTS = {
  mainColor: '#F6842C',
  headerColor: '#1C3049',
  bodyColor: '#FFFFFF',
  textColor: '#363E4E',
  overlayColor: '#EC7111',
  overlayOpacity: 0.8,
  coverImageOption: 'fullscreen',
  fontFamily: 'Arial',
} as const;

export interface FontSetting {
  fontFamily?: string;
  size?: number;
  color?: string;
  fontWeight?: string | number;
}

export interface Theme {
  logoUrl: string;
  showLogo: boolean;
  alternativeLogoUrl: string;
  colors: Record<string, string>;
  header: {
    imageUrl: string;
    imageOption: string;
    color: string;
    overlay: { enabled: boolean; color: string; opacity: number };
  };
  body: { color: string; textureUrl: string };
  fonts: Record<string, FontSetting>;
}

const hasBranding = (v: unknown): v is JsonObject => isObject(v) && isObject(v.branding);
const hasFonts = (v: unknown): v is JsonObject => isObject(v) && (Array.isArray(v.fonts) || isObject(v.fonts));

/** Colors come as [{key, value}] (current packages) or as an object keyed by colour key (older ones). */
function readColors(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(value)) {
    for (const c of value) if (isObject(c) && typeof c.key === 'string' && typeof c.value === 'string') out[c.key] = c.value;
  } else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

function readFonts(value: unknown): Record<string, FontSetting> {
  const out: Record<string, FontSetting> = {};
  const list = Array.isArray(value) ? value : isObject(value) ? Object.entries(value).map(([key, v]) => ({ key, ...(isObject(v) ? v : {}) })) : [];
  for (const f of list) {
    if (!isObject(f) || typeof f.key !== 'string') continue;
    out[f.key] = {
      fontFamily: typeof f.fontFamily === 'string' && f.fontFamily ? f.fontFamily : undefined,
      size: typeof f.size === 'number' ? f.size : undefined,
      color: typeof f.color === 'string' && f.color ? f.color : undefined,
      fontWeight: typeof f.fontWeight === 'string' || typeof f.fontWeight === 'number' ? f.fontWeight : undefined,
    };
  }
  return out;
}

const urlOf = (v: unknown): string => (typeof v === 'string' ? v : isObject(v) ? str(v.url) : '');

/**
 * themeSettings.js, or, when it is `{}` (older packages), the branding and fonts of settings.js, then
 * manifest.json's presets[0].settings (PACKAGE-FORMAT.md). Branding and fonts are looked up each on
 * its own: a file may carry one without the other, and the other then comes from the next source.
 */
export function resolveTheme(themeSettings: unknown, settings: unknown, manifest: unknown): Theme {
  const preset = isObject(manifest) && Array.isArray(manifest.presets) && isObject(manifest.presets[0]) ? manifest.presets[0].settings : undefined;
  const sources = [themeSettings, settings, preset];
  const source = sources.find(hasBranding) ?? {};
  const fontSource = sources.find(hasFonts) ?? {};
  const branding = isObject(source.branding) ? source.branding : {};
  const background = isObject(branding.background) ? branding.background : isObject(source.background) ? source.background : {};
  const header = isObject(background.header) ? background.header : {};
  const overlay = isObject(header.coverOverlay) ? header.coverOverlay : {};
  const body = isObject(background.body) ? background.body : {};
  const logo = branding.logo ?? branding.mainLogo;
  const image = isObject(header.image) ? header.image : {};
  return {
    logoUrl: urlOf(logo),
    showLogo: bool(isObject(logo) ? logo.allowToShowLogo : undefined, bool(branding.allowToShowMainLogo, true)),
    alternativeLogoUrl: urlOf(branding.alternativeLogo),
    colors: readColors(branding.colors),
    header: {
      imageUrl: urlOf(header.image),
      imageOption: str(image.option, THEME_DEFAULTS.coverImageOption),
      color: str(header.color, THEME_DEFAULTS.headerColor),
      overlay: {
        enabled: bool(overlay.enabled, false),
        color: str(overlay.color, THEME_DEFAULTS.overlayColor),
        opacity: num(overlay.opacity, THEME_DEFAULTS.overlayOpacity),
      },
    },
    body: { color: bool(body.enabled, true) ? str(body.color, THEME_DEFAULTS.bodyColor) : THEME_DEFAULTS.bodyColor, textureUrl: urlOf(body.texture) },
    fonts: readFonts(fontSource.fonts),
  };
}
