import { compressToEncodedURIComponent, compressToUTF16, decompressFromBase64, decompressFromEncodedURIComponent, decompressFromUTF16 } from 'lz-string';
import type { ProgressSnapshot } from '../progressRecord';
import { decodeBody, encodeBody } from './denseRecord';
import { parseJson } from './denseText';
import { dropOrder } from './dropOrder';
import { ProgressTooLargeError, UnreadableProgressError } from './errors';
import type { CodecContext, Encoded, ProgressCodec, StoreLimits } from './ProgressCodec';

/*
 * Formats (docs/progress-format.md):
 *   1  JSON.stringify of the record: what BrowserStorage wrote before this codec, and what other
 *      players write. Starts with '{'.
 *   2  '~2' + a variant character + the dense body (denseRecord.ts):
 *        '.'  the body as it is
 *        'a'  lz-string's compressToEncodedURIComponent of the body (ASCII: [A-Za-z0-9+$-])
 *        'u'  lz-string's compressToUTF16 of the body (15 bits a character, for stores that take non-ASCII)
 * A new format takes the next number; decode keeps reading every older one.
 */
export const FORMAT = 2;
const HEADER = `~${FORMAT}`;

const VARIANTS = {
  '.': { compress: (body: string) => body, decompress: (text: string): string | null => text },
  a: { compress: compressToEncodedURIComponent, decompress: decompressFromEncodedURIComponent },
  u: { compress: compressToUTF16, decompress: decompressFromUTF16 },
} as const;
type Variant = keyof typeof VARIANTS;

/** The shortest text of a body: compressed only where the store has a budget to meet, and only when that is shorter. */
function render(record: ProgressSnapshot, limits: StoreLimits, context: CodecContext): string {
  const body = encodeBody(record, context, !limits.acceptsNonAscii);
  const plain = `${HEADER}.${body}`;
  if (limits.maxChars === undefined) return plain;
  const variant: Variant = limits.acceptsNonAscii ? 'u' : 'a';
  const compressed = `${HEADER}${variant}${VARIANTS[variant].compress(body)}`;
  return compressed.length < plain.length ? compressed : plain;
}

function encode(record: ProgressSnapshot, limits: StoreLimits, context: CodecContext): Encoded {
  if (limits.json && limits.maxChars === undefined) return { text: JSON.stringify(record), dropped: [] };
  let text = render(record, limits, context);
  const max = limits.maxChars;
  const dropped: string[] = [];
  if (max === undefined || text.length <= max) return { text, dropped };
  let smaller = record;
  for (const step of dropOrder(context.blockStates)) {
    if (!step.holds(smaller)) continue;
    smaller = step.drop(smaller);
    dropped.push(step.name);
    text = render(smaller, limits, context);
    if (text.length <= max) return { text, dropped };
  }
  throw new ProgressTooLargeError(max, text.length, dropped);
}

function decode(text: string, context: CodecContext): unknown {
  if (text.trim() === '') return null;
  if (/^~\d/.test(text)) return decodeDense(text, context);
  if (text.trimStart().startsWith('{')) return parseJson(text, 'the saved progress');
  return decodeOtherPlayers(text);
}

function decodeDense(text: string, context: CodecContext): Record<string, unknown> {
  const format = /^~(\d+)/.exec(text)?.[1];
  if (format !== String(FORMAT)) {
    throw new UnreadableProgressError(format && Number(format) > FORMAT ? `it was saved in format ${format} by a newer player (this one reads up to ${FORMAT})` : 'its format marker is unknown');
  }
  const variant = text[HEADER.length] as Variant;
  if (!Object.prototype.hasOwnProperty.call(VARIANTS, variant)) throw new UnreadableProgressError(`format ${FORMAT} has no variant '${variant}'`);
  const body = VARIANTS[variant].decompress(text.slice(HEADER.length + 1));
  if (!body) throw new UnreadableProgressError('its compressed text does not decompress');
  return decodeBody(body, context);
}

/**
 * Other players compress their JSON with lz-string where the LMS takes it (SPEC 5.2): a text that
 * decompresses to a JSON object is read as such a record.
 */
function decodeOtherPlayers(text: string): unknown {
  for (const decompress of [decompressFromUTF16, decompressFromBase64, decompressFromEncodedURIComponent]) {
    let json: string | null = null;
    try {
      json = decompress(text);
    } catch {
      continue;
    }
    if (!json || !json.trimStart().startsWith('{')) continue;
    try {
      return JSON.parse(json) as unknown;
    } catch {
      continue;
    }
  }
  throw new UnreadableProgressError('it is neither JSON nor a progress format this player knows');
}

export function createProgressCodec(): ProgressCodec {
  return { encode, decode };
}
