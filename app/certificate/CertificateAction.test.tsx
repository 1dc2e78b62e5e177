import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { certificateWords, type CertificateData, type PlayerSession } from '@core';
import { createTestPlayer, type TestPlayerOptions } from '../../test/support/createTestPlayer';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { renderWithSession } from '../../test/support/renderWithSession';
import { CertificateAction } from './CertificateAction';
import { CertificateMakerContext, type MakeCertificatePdf } from './certificateMaker';

const en: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));
const settings = (change: object) => ({ 'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), ...change }) });
const certificatesOn = settings({ allowUsersToDownloadCertificates: { enabled: true } });

function pass(session: PlayerSession) {
  for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
}

/** A maker whose answers the test gives: `next` resolves or rejects the press waiting on it. */
function fakeMaker() {
  const made: CertificateData[] = [];
  let settle: { resolve: (bytes: Uint8Array) => void; reject: (e: Error) => void } | null = null;
  const make: MakeCertificatePdf = (data) => {
    made.push(data);
    return new Promise((resolve, reject) => (settle = { resolve, reject }));
  };
  return { made, load: async () => ({ makeCertificatePdf: make, certificateWords }), settle: () => settle! };
}

async function launch(options: TestPlayerOptions = {}) {
  const player = await createTestPlayer({ overrides: certificatesOn, ...options });
  const maker = fakeMaker();
  const saved: { bytes: Uint8Array; name: string }[] = [];
  const view = renderWithSession(
    player.session,
    <CertificateMakerContext.Provider value={maker.load}>
      <CertificateAction parts={{ save: (bytes, name) => saved.push({ bytes, name }) }} />
    </CertificateMakerContext.Provider>,
    '/results',
  );
  return { ...player, maker, saved, view };
}

const button = () => screen.queryByRole('button', { name: en['[download certificate]'] });

describe("the results page's '[download certificate]' (issue 26)", () => {
  it('is there once the course is passed, with the setting on, and not before', async () => {
    const { session } = await launch({ learner: { id: 'l1', name: 'Grace Hopper' } });
    expect(button()).toBeNull();
    act(() => pass(session));
    expect(button()).not.toBeNull();
  });

  it('is not there with the setting off, however the course went', async () => {
    const { session } = await launch({ overrides: {} });
    act(() => pass(session));
    expect(button()).toBeNull();
  });

  it("makes the certificate with the delivery's name, busy while it works, then saves the file and isCertificateDownloaded", async () => {
    const { session, maker, saved, storage } = await launch({ learner: { id: 'l1', name: 'Grace Hopper' } });
    act(() => pass(session));
    fireEvent.click(button()!);
    await waitFor(() => expect(maker.made).toHaveLength(1));
    // Busy: said by aria-busy, the name unchanged; a second press does nothing meanwhile.
    expect(button()!.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button()!);
    expect(maker.made).toHaveLength(1);
    expect(maker.made[0]).toEqual(
      expect.objectContaining({ learnerName: 'Grace Hopper', score: session.course.score, direction: 'ltr', verification: null, courseTitle: session.course.title }),
    );
    expect(maker.made[0].completedAt).toBe(session.course.completionDate);
    await act(async () => maker.settle().resolve(new Uint8Array([37, 80, 68, 70])));
    expect(saved).toEqual([{ bytes: new Uint8Array([37, 80, 68, 70]), name: `${en['[certificate file name]']}.pdf` }]);
    expect(button()!.getAttribute('aria-busy')).toBeNull();
    await session.saving.flush();
    expect(storage.saved).toEqual(expect.objectContaining({ certificateDownloaded: true }));
  });

  it("says a failure in the page (role alert) and keeps the button for a retry, which can succeed", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, maker, saved } = await launch({ learner: { name: 'Grace Hopper' } });
    act(() => pass(session));
    fireEvent.click(button()!);
    await waitFor(() => expect(maker.made).toHaveLength(1));
    await act(async () => maker.settle().reject(new Error('no fonts')));
    expect(screen.getByRole('alert').textContent).toBe(en['[certificate failed load]']);
    expect(session.course.isCertificateDownloaded).toBe(false);
    fireEvent.click(button()!);
    await waitFor(() => expect(maker.made).toHaveLength(2));
    // The message goes with the new try.
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => maker.settle().resolve(new Uint8Array([1])));
    expect(saved).toHaveLength(1);
    expect(session.course.isCertificateDownloaded).toBe(true);
    expect(warn).toHaveBeenCalledWith('The certificate could not be made:', new Error('no fonts'));
    warn.mockRestore();
  });

  it('fails visibly when the maker itself cannot load (its chunk), with the button kept', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const player = await createTestPlayer({ overrides: certificatesOn, learner: { name: 'Grace Hopper' } });
    renderWithSession(
      player.session,
      <CertificateMakerContext.Provider value={() => Promise.reject(new Error('ChunkLoadError'))}>
        <CertificateAction />
      </CertificateMakerContext.Provider>,
    );
    act(() => pass(player.session));
    fireEvent.click(button()!);
    expect((await screen.findByRole('alert')).textContent).toBe(en['[certificate failed load]']);
    expect(button()!.getAttribute('aria-disabled')).toBeNull();
    expect(warn).toHaveBeenCalledWith('The certificate could not be made:', new Error('ChunkLoadError'));
    warn.mockRestore();
  });
});
