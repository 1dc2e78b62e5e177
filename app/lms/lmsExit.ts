import type { PlayerSession } from '@core';

/**
 * SPEC 2.4 "when the course is finalized": the course has a result the LMS can keep. That is when
 * the LMS is told 'completed' (SPEC 4.1: every question of the attempt answered, or the status
 * decided as passed or failed), except while answers wait to be submitted all at once (SPEC 4.5):
 * until that submit there is no score and no verdict, so ending the LMS session then would report
 * an attempt with neither. Before that the learner leaves with 'Continue course later' (exit suspend)
 * and comes back to the same attempt.
 */
export function isFinalized(session: PlayerSession): boolean {
  // SPEC 2.4: an xAPI package launched by an LMS offers only 'Continue course later'.
  if (session.pkg.publish.isXapiPackage) return false;
  const course = session.course;
  if (course.submitAll && !course.isAttemptSubmitted) return false;
  return session.completion.standing.completion === 'completed';
}

/**
 * The close-course overlay's chunk. Fetched while a way out of the course is on screen, so that
 * the overlay (mounted by the Layout when the session's closedReason is set) opens the moment the
 * session closes, before the learner can do anything more on the page.
 */
export const loadCloseOverlay = () => import(/* webpackChunkName: "popup" */ './CloseCourseOverlay');

/** 'Submit result' (SPEC 2.4): the LMS gets the result and the session ends (exit normal, Terminate). */
export async function submitResult(session: PlayerSession): Promise<void> {
  await loadCloseOverlay().catch(() => undefined);
  await session.exit.close('finished').catch(reportCloseFailure);
}

/**
 * 'OK, close the course' of the continue-later-in-LMS popup (SPEC 2.8): the attempt is suspended
 * for a later launch, then the window is closed. An LMS that opened the course in a window of its
 * own lets it close; a course in the LMS's frame cannot close itself, and the close-course overlay
 * stays to say that the course can be closed.
 */
export async function continueLater(session: PlayerSession, win: Pick<Window, 'close'> = window): Promise<void> {
  await loadCloseOverlay().catch(() => undefined);
  await session.exit.close('suspended').catch(reportCloseFailure);
  // In wrapperMode the host closes what it opened (docs/embedding.md): it hears `exit`.
  if (!session.pkg.publish.isWrapperMode) win.close();
}

function reportCloseFailure(e: unknown): void {
  // The overlay is already up and nothing more can be sent; the console keeps the cause for support.
  console.error('The LMS session could not be closed cleanly:', e);
}
