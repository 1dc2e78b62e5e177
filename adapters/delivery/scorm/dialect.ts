/**
 * What differs between SCORM 1.2 and SCORM 2004 for this player: the API's method names, the data
 * model's element names, its vocabularies and limits. Everything else (the connection, the progress
 * store, the tracking sink) is written once against a dialect.
 */
export interface ScormDialect {
  readonly id: 'scorm12' | 'scorm2004';
  readonly version: '1.2' | '2004';
  /** The API object's name on the LMS window (SCORM 1.2 RTE 3.3.6.1; 2004 RTE 3.1.2.1). */
  readonly apiName: 'API' | 'API_1484_11';
  readonly calls: {
    initialize: string;
    terminate: string;
    getValue: string;
    setValue: string;
    commit: string;
    getLastError: string;
    getErrorString: string;
    getDiagnostic: string;
  };
  readonly el: {
    learnerId: string;
    learnerName: string;
    entry: string;
    suspendData: string;
    location: string;
    exit: string;
    sessionTime: string;
    scoreRaw: string;
    scoreMin: string;
    scoreMax: string;
    interactionCount: string;
  };
  /** cmi.suspend_data's size: CMIString4096 in 1.2, characterstring (SPM 64,000) in 2004. */
  readonly suspendDataLimit: number;
  /** cmi.core.lesson_location is CMIString255; cmi.location is SPM 1,000. */
  readonly locationLimit: number;
  /** cmi.core.exit / cmi.exit when the learner finished ('' in 1.2, 'normal' in 2004). */
  readonly exitFinished: string;
}

const scorm12: ScormDialect = {
  id: 'scorm12',
  version: '1.2',
  apiName: 'API',
  calls: {
    initialize: 'LMSInitialize',
    terminate: 'LMSFinish',
    getValue: 'LMSGetValue',
    setValue: 'LMSSetValue',
    commit: 'LMSCommit',
    getLastError: 'LMSGetLastError',
    getErrorString: 'LMSGetErrorString',
    getDiagnostic: 'LMSGetDiagnostic',
  },
  el: {
    learnerId: 'cmi.core.student_id',
    learnerName: 'cmi.core.student_name',
    entry: 'cmi.core.entry',
    suspendData: 'cmi.suspend_data',
    location: 'cmi.core.lesson_location',
    exit: 'cmi.core.exit',
    sessionTime: 'cmi.core.session_time',
    scoreRaw: 'cmi.core.score.raw',
    scoreMin: 'cmi.core.score.min',
    scoreMax: 'cmi.core.score.max',
    interactionCount: 'cmi.interactions._count',
  },
  suspendDataLimit: 4096,
  locationLimit: 255,
  exitFinished: '',
};

const scorm2004: ScormDialect = {
  id: 'scorm2004',
  version: '2004',
  apiName: 'API_1484_11',
  calls: {
    initialize: 'Initialize',
    terminate: 'Terminate',
    getValue: 'GetValue',
    setValue: 'SetValue',
    commit: 'Commit',
    getLastError: 'GetLastError',
    getErrorString: 'GetErrorString',
    getDiagnostic: 'GetDiagnostic',
  },
  el: {
    learnerId: 'cmi.learner_id',
    learnerName: 'cmi.learner_name',
    entry: 'cmi.entry',
    suspendData: 'cmi.suspend_data',
    location: 'cmi.location',
    exit: 'cmi.exit',
    sessionTime: 'cmi.session_time',
    scoreRaw: 'cmi.score.raw',
    scoreMin: 'cmi.score.min',
    scoreMax: 'cmi.score.max',
    interactionCount: 'cmi.interactions._count',
  },
  suspendDataLimit: 64000,
  locationLimit: 1000,
  exitFinished: 'normal',
};

export const dialects = { scorm12, scorm2004 } as const;
