import type { ScormDialect } from './dialect';

type ApiMethod = (...args: string[]) => unknown;

/** SCORM's "true"/"false" results come back as strings or booleans depending on the LMS. */
const succeeded = (result: unknown) => result === true || String(result) === 'true';

/**
 * One LMS session over the SCORM API object: Initialize once, Terminate once, and nothing after
 * it (an LMS may accept late calls, as scorm-again does, but they belong to no session). A call
 * that fails is logged with the LMS's error code, text and diagnostic and reported as false; the
 * learner keeps working and the next commit tries again.
 */
export class LmsConnection {
  private state: 'new' | 'open' | 'terminated' = 'new';
  private dirty = false;

  constructor(
    private readonly api: Record<string, unknown>,
    readonly dialect: ScormDialect,
    private readonly warn: (message: string) => void,
  ) {}

  get isOpen(): boolean {
    return this.state === 'open';
  }

  /** Values were set since the last successful commit. */
  get uncommitted(): boolean {
    return this.dirty;
  }

  initialize(): boolean {
    if (this.state !== 'new') return this.state === 'open';
    const ok = this.call('initialize', ['']);
    if (ok) this.state = 'open';
    return ok;
  }

  get(element: string): string {
    if (!this.isOpen) return '';
    const value = this.method('getValue')(element);
    const code = this.lastError();
    // 0 no error; 403 (2004) / 401 (1.2) an element this LMS does not implement: read as empty.
    if (code !== '0' && code !== '') {
      this.report(`GetValue('${element}')`, code);
      return '';
    }
    return value === null || value === undefined ? '' : String(value);
  }

  /** `quiet`: a refusal is an answer, not a fault (the non-ASCII probe), and is not logged. */
  set(element: string, value: string, { quiet = false } = {}): boolean {
    if (!this.isOpen) return false;
    const ok = this.call('setValue', [element, value], quiet);
    if (ok) this.dirty = true;
    return ok;
  }

  commit(): boolean {
    if (!this.isOpen) return false;
    const ok = this.call('commit', ['']);
    if (ok) this.dirty = false;
    return ok;
  }

  terminate(): boolean {
    if (this.state !== 'open') return false;
    this.state = 'terminated';
    return this.call('terminate', ['']);
  }

  private call(name: keyof ScormDialect['calls'], args: string[], quiet = false): boolean {
    let result: unknown;
    try {
      result = this.method(name)(...args);
    } catch (e) {
      this.warn(`LMS call ${this.dialect.calls[name]}(${describe(args)}) threw: ${e instanceof Error ? e.message : String(e)}`);
      return false;
    }
    if (succeeded(result)) return true;
    if (quiet) return false;
    this.report(`${this.dialect.calls[name]}(${describe(args)})`, this.lastError());
    return false;
  }

  private report(what: string, code: string): void {
    let text = '';
    let diagnostic = '';
    try {
      text = String(this.method('getErrorString')(code) ?? '');
      diagnostic = String(this.method('getDiagnostic')(code) ?? '');
    } catch {
      // An LMS without error texts still gets its code logged.
    }
    this.warn(`LMS call ${what} failed: error ${code}${text ? ` (${text})` : ''}${diagnostic && diagnostic !== text ? `: ${diagnostic}` : ''}`);
  }

  private lastError(): string {
    try {
      return String(this.method('getLastError')() ?? '');
    } catch {
      return '';
    }
  }

  private method(name: keyof ScormDialect['calls']): ApiMethod {
    const fn = this.api[this.dialect.calls[name]];
    if (typeof fn !== 'function') throw new Error(`the LMS API has no ${this.dialect.calls[name]}`);
    return (fn as ApiMethod).bind(this.api);
  }
}

/** Arguments as a log line shows them: a long value (suspend data) by its length only. */
function describe(args: string[]): string {
  return args.map((a) => (a.length > 60 ? `<${a.length} characters>` : `'${a}'`)).join(', ');
}
