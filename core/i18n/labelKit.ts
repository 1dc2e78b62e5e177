/**
 * The player's own English and the label lookup (i18next), one chunk fetched beside the package:
 * nothing can be translated before the package's label files are in anyway, so i18next (about
 * 15 KiB gzip) need not be parsed with the first page (docs/i18n.md, "Where the labels load").
 */
export { PLAYER_ENGLISH } from './playerEnglish';
export { createTranslator } from './translator';
