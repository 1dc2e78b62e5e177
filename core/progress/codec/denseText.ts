import { UnreadableProgressError } from './errors';

/*
 * The building blocks of the dense format (docs/progress-format.md): whole numbers in base 36
 * ([0-9a-z]+, ended by the next character that is not one), and "blobs": any JSON value as
 * 'J' + its length in base 36 + ':' + the JSON, so a text can hold anything without an escape rule.
 */

export const base36 = (n: number): string => n.toString(36);

export const isDigit = (ch: string | undefined): boolean => ch !== undefined && ((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z'));

/** A whole number the dense form writes as digits: not negative, and exact as a double. */
export const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * JSON, with every character outside printable ASCII written as \uXXXX when the store takes only
 * ASCII. JSON.parse reads both back to the same value.
 */
export function toJson(value: unknown, ascii: boolean): string {
  const text = JSON.stringify(value) ?? 'null';
  return ascii ? text.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : text;
}

export const blob = (value: unknown, ascii: boolean): string => {
  const json = toJson(value, ascii);
  return `J${base36(json.length)}:${json}`;
};

/** Reads a dense text left to right; every mistake is an UnreadableProgressError naming the place. */
export class Reader {
  pos = 0;
  constructor(readonly text: string) {}

  get atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  peek(): string | undefined {
    return this.text[this.pos];
  }

  next(): string {
    if (this.atEnd) this.fail('the text ends too early');
    return this.text[this.pos++];
  }

  /** Consumes `ch` when it comes next. */
  take(ch: string): boolean {
    if (this.text[this.pos] !== ch) return false;
    this.pos++;
    return true;
  }

  digits(): string {
    const start = this.pos;
    while (isDigit(this.text[this.pos])) this.pos++;
    return this.text.slice(start, this.pos);
  }

  number(): number {
    const digits = this.digits();
    if (digits === '') this.fail('a number is missing');
    return parseInt(digits, 36);
  }

  /** A number when digits come next, else `fallback`. */
  optionalNumber(fallback: number): number {
    return isDigit(this.peek()) ? this.number() : fallback;
  }

  /** The rest of a blob, after its 'J'. */
  blob(): unknown {
    const length = this.number();
    if (!this.take(':')) this.fail("':' is missing after a length");
    const json = this.text.slice(this.pos, this.pos + length);
    if (json.length !== length) this.fail('the text ends inside a value');
    this.pos += length;
    return parseJson(json, `the value at ${this.pos - length}`);
  }

  fail(problem: string): never {
    throw new UnreadableProgressError(`${problem} (at character ${this.pos})`);
  }
}

export function parseJson(json: string, what: string): unknown {
  try {
    return JSON.parse(json);
  } catch (e) {
    throw new UnreadableProgressError(`${what} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}
