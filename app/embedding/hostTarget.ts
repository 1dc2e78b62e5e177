import { hostOrigin, packageHostOrigins, type PlayerSession } from '@core';

export interface HostTarget {
  /** The window messages go to: the framing page, or in wrapperMode outside a frame the page that opened this one. */
  window: Window;
  /** The exact origin every message is posted to and every command must come from. */
  origin: string;
}

const originOf = (url: string) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The host the player talks to, or null: then nothing is posted and no command is taken (core/embedding/origins.ts). */
export function findHost(session: PlayerSession, win: Window): HostTarget | null {
  const target = win.parent !== win ? win.parent : (win.opener as Window | null);
  if (!target) return null;
  const allowed = packageHostOrigins(session.pkg.publish.raw);
  const named = new URLSearchParams(win.location.search).get('hostOrigin');
  const ancestors = win.location.ancestorOrigins;
  // ancestorOrigins names the parent only; outside a frame (an opener) the referrer is what there is.
  const ancestor = win.parent !== win && ancestors && ancestors.length ? ancestors[0] : null;
  const origin = hostOrigin({ named, allowed, ancestor, referrer: originOf(win.document.referrer) });
  if (!origin && (named !== null || allowed.length)) {
    console.warn(`Course player: embedded by ${ancestor ?? originOf(win.document.referrer) ?? 'an unknown page'}, which is not an allowed host (hostOrigin ${named ?? 'not given'}, package list [${allowed.join(', ')}]): nothing is posted.`);
  }
  return origin ? { window: target, origin } : null;
}
