import type { Learner } from '../delivery/LearningEvent';
import type { PublishSettings } from '../settings/publishSettings';
import type { TemplateSettings } from '../settings/templateSettings';
import { isValidEmail } from '../rules/identityInput';
import { identityFormNeeded, isHosted, trackingRequired, trackingSwitches } from '../rules/trackingRules';
import { enabled } from '../util/json';
import type { IdentityAnswer, IdentityRequest, TrackingPlugin } from './TrackingPlugin';

export type { IdentityAnswer, IdentityRequest } from './TrackingPlugin';

/** Who a saved record says it belongs to (SPEC 3.7 user). */
export interface SavedUser {
  email?: string | null;
  name?: string | null;
  authorizationSkipped?: boolean | null;
}

export interface IdentifyInput {
  /** The tracking plugins of the launch, loaded (the catalogue's): one of them may ask who the learner is. */
  plugins: readonly TrackingPlugin[];
  publish: PublishSettings;
  settings: TemplateSettings;
  query: URLSearchParams;
  /** The delivery's learner (null in a browser session). */
  learner: Learner | null;
  /** An LMS launched the course (SCORM, xAPI, cmi5): not the hosted mode of SPEC 6.3, whatever publishMode says. */
  inLms?: boolean;
  /** The user of the record the progress store holds, read only if needed. */
  savedUser: () => Promise<SavedUser | null>;
  request: () => Promise<Omit<IdentityRequest, 'skippable'>>;
  warn: (message: string) => void;
}

/**
 * Who the learner is for tracking (SPEC 6.3, 3.6). When the rules of 6.3 leave a hosted learner
 * without cross-device saving unauthorized, the identity comes, in order, from the launch URL's
 * 'email' and 'name' (SPEC 5.3), from the saved record's user (the learner gave it on an earlier
 * visit: it is kept through the progress store, SPEC 3.7), or from the name-and-e-mail form, which a
 * tracking plugin with askIdentity shows (app/tracking/identity). Otherwise the learner is as the
 * delivery knows them.
 */
export async function identifyLearner(input: IdentifyInput): Promise<Learner | null> {
  const { publish, settings, learner } = input;
  const switches = trackingSwitches(settings, publish);
  const needed = identityFormNeeded({
    authenticated: false,
    authorizationSkipped: learner?.authorizationSkipped === true,
    crossDevice: switches.crossDevice,
    trackingRequired: trackingRequired(switches),
    emailValid: isValidEmail(learner?.email ?? ''),
    hosted: isHosted(publish) && !input.inLms,
  });
  if (!needed) return learner;
  const skippable = enabled(settings.raw.allowUserToSkipTrackingAndTracing);
  const person = (name: string, email: string): Learner => ({ ...learner, name: name.trim(), email: email.trim().toLowerCase() });
  const skipped: Learner = { ...learner, authorizationSkipped: true };

  // SPEC 5.3 URL-based authentication: both parameters, the e-mail lower-cased.
  const [urlEmail, urlName] = [input.query.get('email')?.trim() ?? '', input.query.get('name')?.trim() ?? ''];
  if (urlName && isValidEmail(urlEmail)) return person(urlName, urlEmail);

  const saved = await input.savedUser().catch(() => null);
  if (saved?.authorizationSkipped && skippable) return skipped;
  if (saved && isValidEmail(saved.email ?? '')) return person(saved.name ?? '', saved.email ?? '');

  const asker = input.plugins.find((p) => typeof p.askIdentity === 'function');
  if (!asker?.askIdentity) {
    input.warn('Tracking needs the learner\'s name and e-mail (SPEC 6.3), but no tracking plugin asks for them: the statements name an anonymous learner.');
    return learner;
  }
  const answer = await asker.askIdentity({ ...(await input.request()), skippable });
  return 'skipped' in answer ? skipped : person(answer.name, answer.email);
}
