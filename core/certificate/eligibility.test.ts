import { Status } from '../rules/status';
import { certificateFileName, certificateName, certificateOffered, type CertificateFacts } from './eligibility';

describe('issue 26: when the results page offers a certificate', () => {
  const passed: CertificateFacts = { enabled: true, review: false, scored: true, status: Status.PASSED, completion: 'completed' };
  it.each<[string, Partial<CertificateFacts>, boolean]>([
    ['a scored course passed', {}, true],
    ['the setting off', { enabled: false }, false],
    ['review mode', { review: true }, false],
    ['a scored course failed', { status: Status.FAILED }, false],
    ['a scored course still in progress', { status: Status.IN_PROGRESS, completion: 'incomplete' }, false],
    // Completed but failed: a scored course needs the pass.
    ['a scored course completed without passing', { status: Status.FAILED, completion: 'completed' }, false],
    ['a course without scored questions, completed', { scored: false, status: Status.IN_PROGRESS, completion: 'completed' }, true],
    ['a course without scored questions, not completed', { scored: false, status: Status.IN_PROGRESS, completion: 'incomplete' }, false],
    ['a course without scored questions in review mode', { scored: false, completion: 'completed', review: true }, false],
  ])('%s → %s', (_, change, offered) => {
    expect(certificateOffered({ ...passed, ...change })).toBe(offered);
  });
});

describe('issue 26: the name typed for a certificate', () => {
  it('is kept trimmed, 1 to 100 characters', () => {
    expect(certificateName('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(certificateName('x'.repeat(100))).toBe('x'.repeat(100));
    expect(certificateName('   ')).toBeNull();
    expect(certificateName('')).toBeNull();
    expect(certificateName('x'.repeat(101))).toBeNull();
  });
  it('counts characters, not UTF-16 units: 100 emoji or CJK characters fit', () => {
    expect(certificateName('😀'.repeat(100))).toBe('😀'.repeat(100));
    expect(certificateName('名'.repeat(101))).toBeNull();
  });
});

describe("issue 26: the certificate's file name", () => {
  it.each([
    ['Certificate', 'Certificate.pdf'],
    ['Zertifikat: Kurs/Teil 1?', 'Zertifikat Kurs Teil 1.pdf'],
    ['الشهادة', 'الشهادة.pdf'],
    ['  ..hidden.. ', 'hidden.pdf'],
    ['a\u0000b\tc', 'a b c.pdf'],
    ['', 'Certificate.pdf'],
    ['***', 'Certificate.pdf'],
    ['CON', 'Certificate.pdf'],
  ])('%j → %j', (label, file) => {
    expect(certificateFileName(label)).toBe(file);
  });
  it('is capped well under 255 characters', () => {
    expect(certificateFileName('a'.repeat(500)).length).toBe(124);
  });
});
