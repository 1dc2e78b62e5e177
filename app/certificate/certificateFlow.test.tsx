import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { certificateWords, defineDeliveryPlugin, type CertificateData, type CertificateIssue, type CertificateRequest, type PlayerSession } from '@core';
import { createTestPlayer, type TestPlayerOptions } from '../../test/support/createTestPlayer';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { MemoryStore } from '../../test/support/memoryStore';
import { renderWithSession } from '../../test/support/renderWithSession';
import { CertificateAction } from './CertificateAction';
import { CertificateMakerContext } from './certificateMaker';

/* Issue 26: the survey opened from the button (SPEC 2.8), the name asked once, hosted mode's service. */

const en: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));
const json = (file: string, change: object) => ({ [file]: (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), ...change }) });
const certificatesOn = json('settings.js', { allowUsersToDownloadCertificates: { enabled: true } });

function pass(session: PlayerSession) {
  for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
}

async function launch(options: TestPlayerOptions = {}) {
  const player = await createTestPlayer({ overrides: certificatesOn, ...options });
  const made: CertificateData[] = [];
  const saved: string[] = [];
  const load = async () => ({ makeCertificatePdf: async (data: CertificateData) => (made.push(data), new Uint8Array([37, 80, 68, 70])), certificateWords });
  renderWithSession(
    player.session,
    <CertificateMakerContext.Provider value={load}>
      <CertificateAction parts={{ save: (_, name) => saved.push(name) }} />
    </CertificateMakerContext.Provider>,
    '/results',
  );
  act(() => pass(player.session));
  return { ...player, made, saved };
}

const press = () => fireEvent.click(screen.getByRole('button', { name: en['[download certificate]'] }));
const dialog = () => screen.queryByRole('dialog');

describe('the name for a certificate, when no delivery knows it', () => {
  it('is asked in a labelled dialog that takes focus, checks 1–100 characters, and is kept so it is not asked again', async () => {
    const storage = new MemoryStore();
    const { session, made, saved } = await launch({ storage });
    press();
    const box = await screen.findByRole('dialog');
    const field = within(box).getByLabelText(en['[full name]']) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('dir')).toBe('auto');
    // Empty, then only spaces, then 101 characters: refused with a message tied to the field.
    fireEvent.click(within(box).getByRole('button', { name: en['[done]'] }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(message.textContent).toBe('Please enter a name of 1 to 100 characters.');
    fireEvent.change(field, { target: { value: 'x'.repeat(101) } });
    fireEvent.submit(field.form!);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(made).toHaveLength(0);
    fireEvent.change(field, { target: { value: '  Ada Lovelace  ' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.submit(field.form!);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(made[0].learnerName).toBe('Ada Lovelace');
    expect(dialog()).toBeNull();
    await session.saving.flush();
    expect(storage.saved).toEqual(expect.objectContaining({ user: { email: null, name: 'Ada Lovelace' }, certificateDownloaded: true }));
    // Again: the name is known now.
    press();
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(dialog()).toBeNull();
    expect(made[1].learnerName).toBe('Ada Lovelace');
  });

  it('closes on Escape (the dialog’s cancel) and on Cancel without making anything, and asks again on the next press', async () => {
    const { made } = await launch();
    press();
    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog()).toBeNull());
    press();
    const box = await screen.findByRole('dialog');
    fireEvent.click(within(box).getByRole('button', { name: en['[cancel]'] }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(made).toHaveLength(0);
  });
});

describe('with the satisfaction survey on and allowed (SPEC 2.8)', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });
  // jsdom has no Response: the feedback check reads only these.
  const answer = (allowed: boolean) => ({ ok: true, status: 200, json: async () => ({ isFeedbackAllowed: allowed }) }) as unknown as Response;
  const surveyOn = {
    ...certificatesOn,
    ...json('settings.js', { allowUsersToDownloadCertificates: { enabled: true }, conductLearnerSatisfactionSurvey: { enabled: true } }),
    ...json('publishSettings.js', { learnServiceUrl: 'http://learn.test' }),
  };

  it('opens the survey first; the certificate is made once the learner is back on the results, and the survey is not asked twice', async () => {
    const checks: string[] = [];
    globalThis.fetch = (async (url: RequestInfo | URL) => {
      checks.push(String(url));
      return answer(true);
    }) as typeof fetch;
    const { made, saved } = await launch({ overrides: surveyOn, learner: { id: 'l-1', name: 'Grace Hopper' } });
    press();
    // The survey popup is a chunk of its own: the first import takes a while under jest.
    const survey = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(made).toHaveLength(0);
    fireEvent.click(within(survey).getByRole('button', { name: '10' }));
    fireEvent.click(await within(survey).findByRole('button', { name: en['[submit]'] }));
    // The thanks step of the variant: my courses (hosted, not a guest) and back to the results; no close-course.
    expect(await within(survey).findByRole('link', { name: en['[my courses]'] })).toBeTruthy();
    fireEvent.click(within(survey).getByRole('button', { name: en['[back to the results]'] }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(made[0].learnerName).toBe('Grace Hopper');
    expect(dialog()).toBeNull();
    press();
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(dialog()).toBeNull();
    // One feedback check for the two presses (the rest is the package's font stylesheet, for the certificate's fonts).
    expect(checks.filter((url) => url.includes('/summary/'))).toEqual(['http://learn.test/summary/allow-learner-feedback']);
  });

  it('makes the certificate when the learner closes the survey without rating', async () => {
    globalThis.fetch = (async () => answer(true)) as typeof fetch;
    const { saved } = await launch({ overrides: surveyOn, learner: { id: 'l-2', name: 'Grace Hopper' } });
    press();
    // The survey popup is a chunk of its own: the first import takes a while under jest.
    const survey = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent(survey, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('goes straight to the certificate when the feedback check does not allow the survey', async () => {
    globalThis.fetch = (async () => answer(false)) as typeof fetch;
    const { saved } = await launch({ overrides: surveyOn, learner: { id: 'l-3', name: 'Grace Hopper' } });
    press();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(dialog()).toBeNull();
  });
});

describe('hosted mode: the learner service issues the certificate', () => {
  const issued = {
    code: 'C-42',
    verifyUrl: 'https://learn.test/verify/C-42',
    credentialJwtUrl: 'https://learn.test/c/C-42.jwt',
    credentialJsonUrl: 'https://learn.test/c/C-42.json',
    learnerName: 'Ann From The Service',
    courseTitle: 'x',
    score: 77,
    completedAt: '2026-01-02T03:04:05.000Z',
    issuedAt: '2026-01-03T00:00:00.000Z',
    status: 'valid',
  };
  function hosted(answers: CertificateIssue[]) {
    const requests: CertificateRequest[] = [];
    const delivery = defineDeliveryPlugin({
      id: 'learner-service',
      priority: 1000,
      detect: () => true,
      open: async () => ({
        learner: { email: 'ann@example.com' },
        store: new MemoryStore(),
        sinks: [],
        issueCertificate: async (request: CertificateRequest) => (requests.push(request), answers.shift()!),
        close: async () => undefined,
      }),
    });
    return { requests, deliveries: [delivery] };
  }

  it("prints the service's name, score, date and code, then links its verification page and credential", async () => {
    const service = hosted([{ kind: 'issued', certificate: issued }]);
    const { made, saved, session } = await launch({ deliveries: service.deliveries });
    press();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(service.requests).toEqual([{ courseTitle: session.course.title }]);
    expect(made[0]).toEqual(expect.objectContaining({ learnerName: issued.learnerName, score: 77, completedAt: issued.completedAt, verification: { code: 'C-42', url: issued.verifyUrl } }));
    const verify = screen.getByRole('link', { name: 'Verify certificate' });
    expect(verify.getAttribute('href')).toBe(issued.verifyUrl);
    expect(verify.getAttribute('target')).toBe('_blank');
    expect(verify.getAttribute('rel')).toContain('noopener');
    const credential = screen.getByRole('link', { name: 'Open Badge credential' });
    expect(credential.getAttribute('href')).toBe(issued.credentialJsonUrl);
    expect(credential.hasAttribute('download')).toBe(true);
  });

  it('asks the name when the service wants one (422) and issues again with it', async () => {
    const service = hosted([{ kind: 'nameRequired' }, { kind: 'issued', certificate: { ...issued, learnerName: 'Ann Typed' } }]);
    const { made, saved } = await launch({ deliveries: service.deliveries });
    press();
    const box = await screen.findByRole('dialog');
    fireEvent.change(within(box).getByLabelText(en['[full name]']), { target: { value: 'Ann Typed' } });
    fireEvent.click(within(box).getByRole('button', { name: en['[done]'] }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(service.requests.map((r) => r.name)).toEqual([undefined, 'Ann Typed']);
    expect(made[0].learnerName).toBe('Ann Typed');
  });

  it("shows the service's reason when the course is not eligible (409), and makes nothing", async () => {
    const service = hosted([{ kind: 'notEligible', message: '' }, { kind: 'failed', detail: 'the service answered 400' }]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { made } = await launch({ deliveries: service.deliveries });
    press();
    expect((await screen.findByRole('alert')).textContent).toBe('The certificate cannot be issued yet: the course is not passed or completed.');
    press();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(en['[certificate failed load]']));
    expect(made).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('The certificate could not be made:', expect.any(Error));
    warn.mockRestore();
  });
});
