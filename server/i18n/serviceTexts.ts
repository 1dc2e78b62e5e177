import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import type { ServiceTexts } from './types';

export type { MailKind, MailTexts, ServiceTexts } from './types';

const LANGUAGES: Record<string, ServiceTexts> = { en, de, fr, es, ar, he };

/**
 * The texts for a course's language (SPEC 7.3: forgot-password's `lang`, send-secret-link's
 * `courseLanguage`): by its primary subtag ('de-CH' → German), English when the service has none.
 * `lang` is what the texts are in, so a page or e-mail declares its real language and direction.
 */
export function serviceTexts(language: string | undefined): { lang: string; texts: ServiceTexts } {
  const primary = (language ?? '').toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGES, primary) ? { lang: primary, texts: LANGUAGES[primary] } : { lang: 'en', texts: en };
}
