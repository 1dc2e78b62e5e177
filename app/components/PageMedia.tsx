import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { QuestionInstance } from '@core';
import { useSession, useT } from '../hooks/session';
import { uiPreferences } from '../uiPreferences';

/** SPEC 9.5: the restriction alert is remembered per page once the learner has read it. */
const alertKey = (questionId: string) => `media_restriction_alert_read_${questionId}`;

/**
 * SPEC 2.12 media restriction alert: on a content page whose media must be watched first, it says so
 * until the learner dismisses it; the page counts as read once the media are watched (SPEC 4.2).
 */
export const MediaRestrictionBanner = observer(function MediaRestrictionBanner({ question }: { question: QuestionInstance }) {
  const session = useSession();
  const t = useT();
  const [read, setRead] = useState(() => uiPreferences.isSet(alertKey(question.id)));
  if (read || !session.media.mediaPending(question.id)) return null;
  return (
    <div className="notice-box media-restriction" role="note">
      <p>{t('[media restriction banner]')}</p>
      <button
        type="button"
        className="btn btn-quiet"
        onClick={() => {
          uiPreferences.set(alertKey(question.id));
          setRead(true);
        }}
      >
        {t('[got it]')}
      </button>
    </div>
  );
});

/**
 * SPEC 3.7 keeps the voice-over's progress in audioProgress, the record field the singleAudio block
 * declares (plugins/blocks/singleAudio): the player ships that block, and the session's media gate
 * reads every media state, so the voice-over counts like any other medium.
 */
const VOICE_OVER_STATE = 'audioProgress';

/**
 * The question's voice-over (SPEC 3.4, 3.7): an audio player whose progress is saved under the
 * media id '{prefix}_{questionIndex}_VO' in audioProgress; listening to the end completes it. Under
 * the media-viewing restriction a content page waits for it like for its other media.
 */
export const VoiceOver = observer(function VoiceOver({ question }: { question: QuestionInstance }) {
  const session = useSession();
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const key = `audio_${question.index}_VO`;
  const saved = session.blocks.get(VOICE_OVER_STATE, key) as { progressedTime?: number; totalMediaWatched?: boolean } | undefined;
  const furthest = useRef(saved?.progressedTime ?? 0);

  useEffect(() => {
    const off = session.media.registerMediaBlock(question.id, 'VO');
    session.media.registerMedia(question.id, 'VO', key);
    return off;
  }, [session, question.id, key]);

  const record = (ended: boolean) => {
    const el = audio.current;
    if (!el) return;
    furthest.current = Math.max(furthest.current, el.currentTime);
    const watched = ended || (Number.isFinite(el.duration) && el.duration > 0 && furthest.current >= el.duration * 0.95);
    const before = session.blocks.get(VOICE_OVER_STATE, key) as { progressedTime?: number; totalMediaWatched?: boolean } | undefined;
    if (before?.totalMediaWatched && !watched) return;
    if (ended || watched || Math.abs((before?.progressedTime ?? 0) - furthest.current) >= 1) {
      session.blocks.set(VOICE_OVER_STATE, key, { progressedTime: Math.round(furthest.current * 10) / 10, totalMediaWatched: watched || Boolean(before?.totalMediaWatched) });
    }
  };

  return (
    <figure className="voice-over">
      <figcaption className="visually-hidden">{t('voiceOver')}</figcaption>
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={session.files.mediaUrl(question.data.voiceOver ?? '')}
        onTimeUpdate={() => record(false)}
        onPause={() => record(false)}
        onEnded={() => record(true)}
      />
    </figure>
  );
});
