import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ConnectionState, PlayerSession } from '@core';
import { ClosableNotice } from '../components/ClosableNotice';
import { Icon } from '../components/Icon';
import { MessagePage } from '../components/MessagePage';
import { Popup } from '../components/Popup';
import './connection.css';

type T = (key: string) => string;

const stay = () => undefined;

/**
 * SPEC 2.10 / 4.7: the learner service cannot be reached (a network error or a 5xx). Over an open
 * course this is a modal that cannot be dismissed: the course stays mounted and untouched beneath it
 * (a half-typed answer is kept), and nothing more is done that the service has not taken yet; what
 * was done is held by the save scheduler, which tries again every 3000 ms (SPEC 7.1). Once a call
 * goes through, '[reconnected successfully]' shows for 2 s and the course is back as it was.
 * '[close course]' only changes the text: the saves go on trying while the tab stays open, as the
 * note says. Before the course opened (the service down at start) it is the page itself.
 */
export const ConnectionLost = observer(function ConnectionLost({ session, page = false }: { session: PlayerSession; page?: boolean }) {
  const [closed, setClosed] = useState(false);
  const t: T = (key) => session.translator.t(key);
  const state = session.connection.state;
  if (state === 'online' && !closed) return null;
  const body = (
    <ClosableNotice message={t('[close course connection lost]')} closedText={t('[close course text]')} closeLabel={t('[close course]')} closed={closed} onClose={() => setClosed(true)}>
      <ReconnectBanner t={t} state={state} notes={!closed} />
    </ClosableNotice>
  );
  if (page) return <ConnectionPage session={session} title={t('[check connection]')} body={body} />;
  return (
    <Popup open onClose={stay} disableClosing title={t('[check connection]')}>
      <div className="connection-lost">{body}</div>
    </Popup>
  );
});

/**
 * SPEC 2.10's status banner: a spinner while offline, then '[reconnected successfully]'; the notes
 * while offline, until the learner closed the course ('keep this tab open' would contradict the text
 * that replaced the message).
 */
function ReconnectBanner({ t, state, notes }: { t: T; state: ConnectionState; notes: boolean }) {
  const lost = state === 'lost';
  return (
    <div className="connection-banner-area">
      <p className={`connection-banner${lost ? '' : ' connection-back'}`} role="status">
        {lost ? <span className="connection-spinner" aria-hidden="true" /> : state === 'back' ? <Icon name="check" /> : null}
        {lost ? t('[trying to reconnect]') : state === 'back' ? t('[reconnected successfully]') : ''}
      </p>
      {lost && notes ? (
        <div className="connection-notes">
          <p>{t('[connection note]')}</p>
          <p>{t('[note use same course]')}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Before the course opened there is nothing to keep beneath: the screen is the page (the error page's
 * frame). Unlike the error page it leaves the route alone: the course opens where the learner asked
 * once the service answers.
 */
function ConnectionPage({ session, title, body }: { session: PlayerSession; title: string; body: React.ReactNode }) {
  return (
    <MessagePage session={session} icon="alert" heading={title} boxClassName="connection-lost">
      {body}
    </MessagePage>
  );
}

export default ConnectionLost;
