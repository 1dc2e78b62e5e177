/**
 * scorm-again (TOOLCHAIN.md) as the LMS of unit tests: a SCORM 1.2 or 2004 API object with a log of
 * every call, its error code, and what the LMS holds afterwards. `cmi` is what an LMS kept from an
 * earlier session (a relaunch), loaded before the course starts. `settings` go to scorm-again (an
 * lmsCommitUrl with an httpService plays the LMS's server, which a test can take down).
 */
export interface ScormCall {
  method: string;
  args: string[];
  result: unknown;
  error: string;
}

type Api = Record<string, (...args: unknown[]) => unknown> & {
  getFlattenedCMI(): Record<string, string>;
  loadFromFlattenedJSON(json: Record<string, string>, element?: string): void;
};

const METHODS = {
  '1.2': ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit'],
  '2004': ['Initialize', 'Terminate', 'GetValue', 'SetValue', 'Commit'],
} as const;

export function scormAgainLms(version: '1.2' | '2004', cmi: Record<string, string> = {}, settings: Record<string, unknown> = {}) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('scorm-again');
  const globals = window as unknown as Record<string, new (settings: object) => Api>;
  const api = new globals[version === '1.2' ? 'Scorm12API' : 'Scorm2004API']({ logLevel: 5, autocommit: false, ...settings });
  if (Object.keys(cmi).length > 0) api.loadFromFlattenedJSON(cmi, '');
  const calls: ScormCall[] = [];
  const lastError = version === '1.2' ? 'LMSGetLastError' : 'GetLastError';
  for (const method of METHODS[version]) {
    const original = api[method].bind(api);
    api[method] = (...args: unknown[]) => {
      const result = original(...args);
      calls.push({ method, args: args.map(String), result, error: String(api[lastError]()) });
      return result;
    };
  }
  const data = () => api.getFlattenedCMI();
  return {
    api,
    calls,
    /** Calls the LMS answered with an error. */
    errors: () => calls.filter((c) => c.error !== '0'),
    data,
    /** The values of cmi.interactions.n, one object per interaction. */
    interactions: () => {
      const rows: Record<string, string>[] = [];
      for (const [key, value] of Object.entries(data())) {
        const m = /^cmi\.interactions\.(\d+)\.(.+)$/.exec(key);
        if (m) (rows[Number(m[1])] ??= {})[m[2]] = value;
      }
      return rows;
    },
    /** What an LMS keeps for the next launch: the data model, with the entry a suspended attempt gets. */
    kept: (): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const [key, value] of Object.entries(data())) {
        if (/^cmi\.(suspend_data|core\.lesson_location|location|core\.lesson_status|completion_status|success_status|core\.student_id|core\.student_name|learner_id|learner_name)$/.test(key)) out[key] = value;
      }
      const exit = data()[version === '1.2' ? 'cmi.core.exit' : 'cmi.exit'];
      out[version === '1.2' ? 'cmi.core.entry' : 'cmi.entry'] = exit === 'suspend' ? 'resume' : '';
      return out;
    },
  };
}

/** A page an LMS frames the course in: its window carries the API (SCORM 1.2 'API', 2004 'API_1484_11'). */
export function lmsWindow(api: Record<string, unknown>): Window {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win: EventTarget & Record<string, unknown> = Object.assign(new EventTarget(), { document: doc, opener: null }, api);
  win.parent = win;
  return win as unknown as Window;
}
