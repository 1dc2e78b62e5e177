import { CERTIFICATE_ENGLISH } from '../i18n/certificateEnglish';
import { CERTIFICATE_WORDS as ar } from '../i18n/builtIn/ar.certificate';
import { CERTIFICATE_WORDS as az } from '../i18n/builtIn/az.certificate';
import { CERTIFICATE_WORDS as cs } from '../i18n/builtIn/cs.certificate';
import { CERTIFICATE_WORDS as da } from '../i18n/builtIn/da.certificate';
import { CERTIFICATE_WORDS as de } from '../i18n/builtIn/de.certificate';
import { CERTIFICATE_WORDS as dv } from '../i18n/builtIn/dv.certificate';
import { CERTIFICATE_WORDS as es } from '../i18n/builtIn/es.certificate';
import { CERTIFICATE_WORDS as fa } from '../i18n/builtIn/fa.certificate';
import { CERTIFICATE_WORDS as fi } from '../i18n/builtIn/fi.certificate';
import { CERTIFICATE_WORDS as fr } from '../i18n/builtIn/fr.certificate';
import { CERTIFICATE_WORDS as he } from '../i18n/builtIn/he.certificate';
import { CERTIFICATE_WORDS as it } from '../i18n/builtIn/it.certificate';
import { CERTIFICATE_WORDS as ja } from '../i18n/builtIn/ja.certificate';
import { CERTIFICATE_WORDS as ko } from '../i18n/builtIn/ko.certificate';
import { CERTIFICATE_WORDS as ku } from '../i18n/builtIn/ku.certificate';
import { CERTIFICATE_WORDS as nb } from '../i18n/builtIn/nb.certificate';
import { CERTIFICATE_WORDS as nl } from '../i18n/builtIn/nl.certificate';
import { CERTIFICATE_WORDS as pl } from '../i18n/builtIn/pl.certificate';
import { CERTIFICATE_WORDS as pt } from '../i18n/builtIn/pt.certificate';
import { CERTIFICATE_WORDS as ru } from '../i18n/builtIn/ru.certificate';
import { CERTIFICATE_WORDS as sv } from '../i18n/builtIn/sv.certificate';
import { CERTIFICATE_WORDS as tr } from '../i18n/builtIn/tr.certificate';
import { CERTIFICATE_WORDS as uk } from '../i18n/builtIn/uk.certificate';
import { CERTIFICATE_WORDS as ur } from '../i18n/builtIn/ur.certificate';
import { CERTIFICATE_WORDS as zh, CERTIFICATE_WORDS_HANT as zhHant } from '../i18n/builtIn/zh.certificate';
import type { CertificateWords } from './certificateData';

/*
 * The certificate's words by course language (issue 26). All 26 tables together are ~5 KB, so they are one
 * module, not a chunk each: only the certificate's lazy code imports this (the first page does not; the
 * bundle bench checks), and the player needs the words at the moment it makes the certificate.
 */
const TABLES: Record<string, CertificateWords> = { ar, az, cs, da, de, dv, es, fa, fi, fr, he, it, ja, ko, ku, nb, nl, pl, pt, ru, sv, tr, uk, ur, zh };

/** Codes that name a language with a table under another code (as core/i18n/builtIn/index.ts has them). */
const ALIASES: Record<string, string> = { no: 'nb', nn: 'nb', iw: 'he', ckb: 'ku' };

/** The certificate's words in a course language ('de', 'pt-BR', 'ckb'), English when the player has no table. */
export function certificateWords(language: string): CertificateWords {
  const tag = language.trim().toLowerCase().replace(/_/g, '-');
  // Traditional Chinese is written with other characters than Simplified (core/i18n/builtIn/index.ts).
  if (/^zh-(hant|tw|hk|mo)\b/.test(tag)) return { ...zhHant };
  const primary = tag.split('-')[0];
  const code = ALIASES[primary] ?? primary;
  return { ...(Object.hasOwn(TABLES, code) ? TABLES[code] : CERTIFICATE_ENGLISH) };
}

/** The languages with a table of their own. */
export const CERTIFICATE_LANGUAGES = Object.keys(TABLES);
