/**
 * Issue 26 / SPEC 3.2 isCertificateDownloaded and the name typed for a certificate (SPEC 3.7 user.name):
 * through every form the codec writes (JSON for browser storage, format 2 for an LMS's budget, with and
 * without non-ASCII), and records written before the field existed still read, as false.
 */
import { jsonCodec } from './jsonCodec';
import { mergeRecords } from '../mergeRecords';
import { emptyProgress, type ProgressSnapshot } from '../progressRecord';
import { readProgress } from '../readProgress';
import { createProgressCodec, type CodecContext, type StoreLimits } from '.';

const codec = createProgressCodec();
const context: CodecContext = { shortIds: new Map([['q1', 0]]), sectionIds: ['s1'] };
const FORMS: [string, StoreLimits][] = [
  ['SCORM 1.2 (ASCII, 4096 characters)', { maxChars: 4096, acceptsNonAscii: false }],
  ['SCORM 2004 (non-ASCII, 64000 characters)', { maxChars: 64_000, acceptsNonAscii: true }],
  ['browser storage (JSON)', { acceptsNonAscii: true, json: true }],
  ['an LRS state or the learner service (no budget)', { acceptsNonAscii: true }],
];

const saved: ProgressSnapshot = {
  ...emptyProgress(),
  url: '/results',
  answers: [100],
  attempts: [1],
  completionDate: '2026-11-27T10:00:00.000Z',
  certificateDownloaded: true,
  user: { email: null, name: 'Zoë Ångström-لیلا' },
};

describe('isCertificateDownloaded in the saved record (issue 26, SPEC 3.2)', () => {
  it.each(FORMS)('goes through %s and back, with the typed name', (_, limits) => {
    const text = codec.encode(saved, limits, context).text;
    const reading = readProgress(codec.decode(text, context));
    expect(reading).toEqual({ ok: true, record: expect.objectContaining({ certificateDownloaded: true, user: saved.user }) });
  });

  it('is written under its own short key in format 2, and left out while false (the default)', () => {
    const dense = codec.encode(saved, FORMS[0][1], context).text;
    expect(dense.startsWith('~2')).toBe(true);
    expect(dense).toContain('"cr":true');
    expect(codec.encode({ ...saved, certificateDownloaded: false }, FORMS[0][1], context).text).not.toContain('"cr"');
  });

  it('is absent, which reads as false, in records written before it existed: format 2, JSON, and unversioned records of other players', () => {
    const older = ['~2.{"v":1,"cd":"2025-01-01T00:00:00.000Z","d":true}', JSON.stringify({ v: 1, url: '/results', answers: [100] }), JSON.stringify({ answers: { 0: 100 } })];
    for (const text of older) {
      const reading = readProgress(codec.decode(text, context));
      expect(reading.ok).toBe(true);
      expect(reading.ok && reading.record).not.toHaveProperty('certificateDownloaded');
    }
    // The JSON codec the player used before the budgeted one: the same.
    const plain = readProgress(jsonCodec.decode(JSON.stringify({ v: 1, url: '' }), context));
    expect(plain.ok && plain.record).not.toHaveProperty('certificateDownloaded');
  });

  it('reads false written by a player that wrote it as false', () => {
    const reading = readProgress(codec.decode(JSON.stringify({ v: 1, certificateDownloaded: false }), context));
    expect(reading.ok && reading.record.certificateDownloaded).toBe(false);
  });

  it('makes a record with another type there unreadable, as every field of the wrong type does (SPEC 8.3)', () => {
    const reading = readProgress({ ...saved, certificateDownloaded: 'yes' });
    expect(reading).toEqual({ ok: false, reason: expect.stringContaining('certificateDownloaded') });
  });

  it('stays true when either device saved the certificate (a merge, issue 21 §5)', () => {
    const context = { blockStateKeys: [], questionAt: () => undefined };
    const local = emptyProgress();
    const remote = { ...emptyProgress(), certificateDownloaded: true };
    expect(mergeRecords(local, remote, context).certificateDownloaded).toBe(true);
    expect(mergeRecords(remote, local, context).certificateDownloaded).toBe(true);
    expect(mergeRecords(local, local, context)).not.toHaveProperty('certificateDownloaded');
  });
});
