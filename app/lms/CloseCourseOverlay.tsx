import { useSession, useT } from '../hooks/session';
import { Popup } from '../components/Popup';
import { Icon } from '../components/Icon';

const stay = () => undefined;

/**
 * SPEC 2.8 close-course overlay: the session was closed ('Submit result', or 'Continue course
 * later'), so nothing the learner does would reach the LMS any more. It cannot be dismissed and the
 * page under it is inert (a modal dialog); the text says the course can be closed, which is all
 * that is left when the LMS frame cannot close itself. The context table of SPEC 2.8: a learner the
 * delivery knows (an LMS learner) reads 'close course text'; an anonymous one reads 'close anonymous
 * user course text'. (LTI, review and xAPI, whose text is 'close lti course text', have no delivery yet.)
 */
export default function CloseCourseOverlay() {
  const session = useSession();
  const t = useT();
  const learner = session.delivery?.learner;
  const known = Boolean(learner?.id || learner?.name || learner?.email);
  return (
    <Popup open onClose={stay} disableClosing title={t('[close course]')} ariaLabel={t('[aria label close course popup]')}>
      <div className="close-course" tabIndex={-1}>
        <Icon name="check" size={40} />
        <p>{known ? t('[close course text]') : t('[close anonymous user course text]')}</p>
      </div>
    </Popup>
  );
}
