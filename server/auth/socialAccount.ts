import { randomBytes, randomUUID } from 'node:crypto';
import type { ServiceContext } from '../context';
import { findLinkedLearnerId, linkIdentity } from '../storage/learnerIdentities';
import { findLearnerByEmail, findLearnerById, insertLearner, markEmailVerified, type Learner } from '../storage/learners';
import { hashPassword } from './passwords';

/** What an OpenID provider vouched for: its subject, and an address it says is verified (email_verified === true). */
export interface ProviderPerson {
  provider: string;
  subject: string;
  email: string;
  name: string;
}

export type ProviderAccount =
  | { kind: 'account'; learner: Learner }
  /** The address belongs to a password account that has not proven it: possibly a stranger's registration. */
  | { kind: 'unverified-account' }
  /** A link was asked for, and this provider identity is linked to another account already. */
  | { kind: 'linked-elsewhere' }
  | { kind: 'gone' };

/**
 * The account a provider login signs into (issue 21 §1). A linked identity finds its account by the
 * provider's subject. Otherwise the address decides, and only a proven one: no account → a new,
 * verified one; an account that verified the address → it, and the identity is linked; an account
 * that has not → none (else whoever registered someone's address first, with a password they know,
 * would share the account with its owner). `linkTo`: a signed-in learner asked to link; the
 * identity is linked to them, and proves their address when the provider's is the same.
 */
export async function accountForProviderLogin(ctx: ServiceContext, person: ProviderPerson, linkTo?: string): Promise<ProviderAccount> {
  const now = ctx.now();
  const link = (learnerId: string) => linkIdentity(ctx.db, { provider: person.provider, subject: person.subject, learnerId, email: person.email }, now);
  if (linkTo) {
    const learner = await findLearnerById(ctx.db, linkTo);
    if (!learner) return { kind: 'gone' };
    if ((await link(learner.id)) !== learner.id) return { kind: 'linked-elsewhere' };
    if (learner.email === person.email) await markEmailVerified(ctx.db, learner.id, now, person.email);
    return { kind: 'account', learner };
  }
  const linkedId = await findLinkedLearnerId(ctx.db, person.provider, person.subject);
  if (linkedId) {
    const learner = await findLearnerById(ctx.db, linkedId);
    return learner ? { kind: 'account', learner } : { kind: 'gone' };
  }
  let learner = await findLearnerByEmail(ctx.db, person.email);
  if (!learner) {
    // No password was chosen: an unguessable one, which forgot-password can replace.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    learner = (await insertLearner(ctx.db, { id: randomUUID(), email: person.email, name: person.name, passwordHash, emailVerified: true }, now)) ?? (await findLearnerByEmail(ctx.db, person.email));
    if (!learner) return { kind: 'gone' };
  }
  if (!learner.emailVerified) return { kind: 'unverified-account' };
  return (await link(learner.id)) === learner.id ? { kind: 'account', learner } : { kind: 'linked-elsewhere' };
}
