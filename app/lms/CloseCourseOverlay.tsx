import { closeCourseShowsMyCourses, closeCourseText } from '@core';
import { useSession, useT } from '../hooks/session';
import { Popup } from '../components/Popup';
import { Icon } from '../components/Icon';
import { closeCourseFacts, myCoursesUrl } from '../components/launchFacts';

const stay = () => undefined;

/**
 * SPEC 2.8 close-course overlay: the session was closed ('Submit result', 'Continue course later',
 * 'Exit course', the continue-later popup's 'close course'), so nothing the learner does would reach
 * where progress is kept any more. It cannot be dismissed and the page under it is inert (a modal
 * dialog); the text says the course can be closed, which is all that is left when a frame cannot
 * close itself. Its text and its 'My courses' button follow SPEC 2.8's context table
 * (core/rules/userMenu.ts); an LMS keeps progress for any device, as the learner service does.
 */
export default function CloseCourseOverlay() {
  const session = useSession();
  const t = useT();
  const facts = closeCourseFacts(session);
  const portal = closeCourseShowsMyCourses(facts) ? myCoursesUrl(session) : null;
  return (
    <Popup open onClose={stay} disableClosing title={t('[close course]')} ariaLabel={t('[aria label close course popup]')}>
      <div className="close-course" tabIndex={-1}>
        <Icon name="check" size={40} />
        <p>{t(closeCourseText(facts))}</p>
        {portal ? (
          <a className="btn btn-primary" href={portal}>
            {t('[my courses]')}
          </a>
        ) : null}
      </div>
    </Popup>
  );
}
