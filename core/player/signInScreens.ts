import type { AskSignIn } from '../delivery/signIn';
import { packageUrl, type CoursePackage } from '../package/loadPackage';
import type { IdentityRequest, SignInRequest, TrackingPlugin } from '../tracking/TrackingPlugin';

/** What the name-and-e-mail form and the sign-in screens are shown with: the course language's labels and direction. */
export type ScreenRequest = Omit<IdentityRequest, 'skippable'>;

/**
 * The labels, locale and direction of the course language for the screens shown before the course
 * (SPEC 6.3's form, SPEC 2.3's sign-in), with the player's own English behind the package's labels.
 */
export async function screenRequest(pkg: CoursePackage, courseTitle: string): Promise<ScreenRequest> {
  const { PLAYER_ENGLISH, createTranslator } = await import(/* webpackChunkName: "player-english" */ '../i18n/labelKit');
  const { t } = createTranslator({ ...pkg.labels, builtIn: PLAYER_ENGLISH });
  return { t: (key: string, values?: Record<string, unknown>) => t(key, values), locale: pkg.language.locale || pkg.language.language, rtl: pkg.language.rtl, courseTitle };
}

/** SPEC 2.11: the sign-in screens wear the course's logo and colours, their image addresses resolved. */
export async function signInRequest(pkg: CoursePackage, baseUrl: string, courseTitle: string): Promise<Omit<SignInRequest, 'prompt'>> {
  const theme = pkg.theme;
  return {
    ...(await screenRequest(pkg, courseTitle)),
    logoUrl: theme.showLogo && theme.logoUrl ? new URL(theme.logoUrl, baseUrl).toString() : '',
    theme: {
      ...theme,
      header: { ...theme.header, imageUrl: theme.header.imageUrl && packageUrl(baseUrl, theme.header.imageUrl) },
      body: { ...theme.body, textureUrl: theme.body.textureUrl && packageUrl(baseUrl, theme.body.textureUrl) },
    },
  };
}

/**
 * SPEC 2.3's sign-in for a delivery that needs it: the tracking plugin with the screens (app/tracking/
 * identity, beside the name-and-e-mail form) shows the login and sign-up routes until the learner
 * signed in. Without one the delivery cannot open, and browser storage takes the launch.
 */
export function signInScreens(trackings: () => Promise<readonly TrackingPlugin[]>, request: () => Promise<Omit<SignInRequest, 'prompt'>>): AskSignIn {
  return async (prompt) => {
    const screens = (await trackings()).find((p) => typeof p.askSignIn === 'function');
    if (!screens?.askSignIn) throw new Error('the course needs the learner to sign in, and this player has no sign-in screen');
    await screens.askSignIn({ ...(await request()), prompt });
  };
}
