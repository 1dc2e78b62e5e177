import { decodeFace, faceCovers, type Face, type FaceEntry } from './faceTypes';
import { SMALL_FACES } from './generated/smallFaces';

/*
 * Which bundled file a character tries, in order. The small families (Latin/Cyrillic/Greek/Vietnamese,
 * Arabic script, Hebrew, Thai, Devanagari) come first so that Latin letters in a Japanese title are drawn
 * in Noto Sans rather than in the CJK family's Latin; then the CJK family the locale reads (Han characters
 * differ between Japanese, Simplified and Traditional Chinese and Korean), then the other three.
 */

export type CjkFamily = 'noto-sans-jp' | 'noto-sans-sc' | 'noto-sans-tc' | 'noto-sans-kr';

const small = SMALL_FACES.map(decodeFace);

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;

/**
 * The CJK families in the order a character tries them: Hangul in the Korean family and kana in the
 * Japanese one whatever the locale (a Korean name on a Japanese certificate); Han characters (and the
 * rest) in the family the locale reads, Japanese when the locale says nothing.
 */
export function cjkOrder(locale: string, codePoint = 0x4e00): CjkFamily[] {
  const tag = locale.toLowerCase().replace(/_/g, '-');
  const language = tag.split('-')[0];
  const char = String.fromCodePoint(codePoint);
  let first: CjkFamily = 'noto-sans-jp';
  if (HANGUL.test(char)) first = 'noto-sans-kr';
  else if (KANA.test(char)) first = 'noto-sans-jp';
  else if (language === 'ko') first = 'noto-sans-kr';
  else if (language === 'zh' || language === 'yue') {
    first = /-(hant|tw|hk|mo)\b/.test(tag) || language === 'yue' ? 'noto-sans-tc' : 'noto-sans-sc';
  }
  const all: CjkFamily[] = ['noto-sans-jp', 'noto-sans-sc', 'noto-sans-tc', 'noto-sans-kr'];
  return [first, ...all.filter((f) => f !== first)];
}

// Each family's ranges and file URLs share one chunk name, so webpack puts them in one chunk.
const CJK_FACES: Record<CjkFamily, () => Promise<FaceEntry[]>> = {
  'noto-sans-jp': () => import(/* webpackChunkName: "certificate-jp" */ './generated/cjk.jp').then((m) => m.FACES),
  'noto-sans-sc': () => import(/* webpackChunkName: "certificate-sc" */ './generated/cjk.sc').then((m) => m.FACES),
  'noto-sans-tc': () => import(/* webpackChunkName: "certificate-tc" */ './generated/cjk.tc').then((m) => m.FACES),
  'noto-sans-kr': () => import(/* webpackChunkName: "certificate-kr" */ './generated/cjk.kr').then((m) => m.FACES),
};

/** The bundled faces that cover characters, for one weight, loading a CJK family's map only when asked. */
export class FaceCatalogue {
  private readonly cjk = new Map<CjkFamily, Promise<Face[]>>();

  constructor(private readonly locale: string) {}

  /** Every bundled face covering the code point, in the order it should be tried. CJK faces are 400 only. */
  async facesFor(codePoint: number, weight: number): Promise<Face[]> {
    const found = small.filter((f) => f.weight === weight && faceCovers(f, codePoint));
    // A character no small family covers is worth the CJK maps; a Latin letter is not.
    if (found.length > 0 && codePoint < 0x2e80) return found;
    // The first CJK family that covers it is enough: its ranges are read from the font itself, and
    // loading the next family's map (~35 KB) for a fallback it would never need is not.
    for (const family of cjkOrder(this.locale, codePoint)) {
      const covering = (await this.cjkFaces(family)).filter((f) => faceCovers(f, codePoint));
      if (covering.length > 0) return [...found, ...covering];
    }
    return found;
  }

  private cjkFaces(family: CjkFamily): Promise<Face[]> {
    let faces = this.cjk.get(family);
    if (!faces) {
      faces = CJK_FACES[family]().then((list) => list.map(decodeFace));
      this.cjk.set(family, faces);
    }
    return faces;
  }
}
