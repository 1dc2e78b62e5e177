import { CERTIFICATE_ENGLISH } from '../i18n/certificateEnglish';
import { CERTIFICATE_LANGUAGES, certificateWords } from './words';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const keys = Object.keys(CERTIFICATE_ENGLISH).sort();

describe('the certificate words', () => {
  it('has a table for every language that has review labels', () => {
    const review = readdirSync(path.join(__dirname, '../i18n/builtIn'))
      .filter((f) => f.endsWith('.review.ts'))
      .map((f) => f.split('.')[0]);
    expect(CERTIFICATE_LANGUAGES.sort()).toEqual(review.sort());
  });

  it.each(CERTIFICATE_LANGUAGES)('%s has every word, translated', (language) => {
    const words = certificateWords(language);
    expect(Object.keys(words).sort()).toEqual(keys);
    for (const value of Object.values(words)) expect(value.trim()).not.toBe('');
    expect(words.heading).not.toBe(CERTIFICATE_ENGLISH.heading);
    expect(words.awardedTo).not.toBe(CERTIFICATE_ENGLISH.awardedTo);
  });

  it('writes Kurdish in Arabic script (Sorani) and Dhivehi in Thaana', () => {
    expect(certificateWords('ckb').heading).toMatch(/^[\u0600-\u06ff\s]+$/);
    expect(certificateWords('dv').heading).toMatch(/^[\u0780-\u07bf\s]+$/);
  });

  it('reads regions, aliases and Traditional Chinese; English otherwise', () => {
    expect(certificateWords('pt-BR')).toEqual(certificateWords('pt'));
    expect(certificateWords('nn')).toEqual(certificateWords('nb'));
    expect(certificateWords('zh-TW').heading).toBe('結業證書');
    expect(certificateWords('zh-CN').heading).toBe('结业证书');
    expect(certificateWords('xx')).toEqual(CERTIFICATE_ENGLISH);
  });

  it('hands out a copy, so a caller cannot change the table', () => {
    certificateWords('de').heading = 'changed';
    expect(certificateWords('de').heading).not.toBe('changed');
  });
});
