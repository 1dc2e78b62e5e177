import { useCallback, useRef, useState } from 'react';
import type { IssuedCertificate } from '@core';
import { useAnnounce } from '../components/Announcer';
import { useSession, useT } from '../hooks/session';
import { offerSurvey } from '../survey/surveyOffer';
import { plainTitle } from './certificateData';
import { useCertificateMaker } from './certificateMaker';
import { makeAndSave, type MakeParts } from './makeCertificate';

/** checking: the survey's feedback check; survey: its popup; naming: the name dialog; busy: issuing and making. */
export type CertificatePhase = 'idle' | 'checking' | 'survey' | 'naming' | 'busy';

export interface CertificateFlow {
  phase: CertificatePhase;
  /** The message of the last failure, shown in the page until the next press. */
  error: string | null;
  /** Hosted mode: the service's certificate once downloaded (its verification and credential links). */
  issued: IssuedCertificate | null;
  press(): void;
  /** The survey opened from the button was left: the learner is back on the results. */
  surveyClosed(): void;
  named(name: string): void;
  cancelled(): void;
}

/**
 * The download-certificate button's way (issue 26): the satisfaction survey first when it is on and
 * allowed and was not offered in this attempt yet (SPEC 2.8's variant opened from the button); once
 * the learner is back on the results, in hosted mode the service issues it (and may ask for a name),
 * elsewhere the delivery's name is used or the learner is asked for one once; then the PDF is made and
 * saved, and isCertificateDownloaded goes through the save path. A failure leaves the button for a retry.
 */
export function useCertificateFlow(parts: Partial<MakeParts> = {}): CertificateFlow {
  const session = useSession();
  const t = useT();
  const announce = useAnnounce();
  const load = useCertificateMaker();
  const [phase, setPhase] = useState<CertificatePhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedCertificate | null>(null);
  // A second press (or Enter held down) while one is on its way does nothing: state updates are not yet rendered.
  const running = useRef(false);

  const make = useCallback(
    async (typed?: string) => {
      running.current = true;
      setPhase('busy');
      setError(null);
      announce(t('player:making certificate'));
      const fail = (message: string) => {
        setError(message);
        setPhase('idle');
        running.current = false;
      };
      try {
        const backend = session.delivery?.backend;
        const course = session.course;
        let certificate: IssuedCertificate | null = null;
        const known = typed || session.delivery?.learner?.name || course.certificateName;
        if (backend?.issueCertificate) {
          // The service knows the signed-in learner's name; a name typed before goes with the request.
          const name = typed || course.certificateName;
          // The service issues from the attempt it holds (docs/service.md "Certificates"): the save that
          // carries the pass may still be waiting in the scheduler, so it is written first.
          await session.saving.flush();
          const answer = await backend.issueCertificate({ courseTitle: plainTitle(course.title), ...(name ? { name } : {}) });
          if (answer.kind === 'nameRequired' && !typed) {
            running.current = false;
            return setPhase('naming');
          }
          if (answer.kind === 'notEligible') return fail(answer.message || t('player:certificate not eligible'));
          if (answer.kind !== 'issued') throw new Error(`the learner service did not issue the certificate (${answer.kind === 'failed' ? answer.detail : answer.kind})`);
          certificate = answer.certificate;
        } else if (!known) {
          running.current = false;
          return setPhase('naming');
        }
        await makeAndSave(session, { learnerName: certificate?.learnerName ?? known, issued: certificate }, { load, ...parts });
        session.actions.certificateDownloaded();
        setIssued(certificate);
        setPhase('idle');
        running.current = false;
        announce(t('player:certificate downloaded'));
      } catch (e) {
        console.warn('The certificate could not be made:', e);
        fail(t('[certificate failed load]'));
      }
    },
    [session, t, announce, load, parts],
  );

  const press = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setPhase('checking');
    void offerSurvey(session)
      .catch(() => false)
      .then((ask) => {
        if (!ask) return make();
        running.current = false;
        setPhase('survey');
      });
  }, [session, make]);

  return {
    phase,
    error,
    issued,
    press,
    surveyClosed: () => void make(),
    named: (name) => {
      session.actions.nameForCertificate(name);
      void make(name);
    },
    cancelled: () => setPhase('idle'),
  };
}
