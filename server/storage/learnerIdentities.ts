import type { Queryable } from './Database';

/** The account an OpenID provider's subject is linked to, if any. */
export async function findLinkedLearnerId(db: Queryable, provider: string, subject: string): Promise<string | undefined> {
  const [row] = await db.query<{ learnerId: string }>('SELECT learner_id AS "learnerId" FROM learner_identities WHERE provider = $1 AND subject = $2', [provider, subject]);
  return row?.learnerId;
}

/** Links the provider's subject to the learner; the account it is linked to afterwards (another one when it was linked before). */
export async function linkIdentity(db: Queryable, link: { provider: string; subject: string; learnerId: string; email: string }, now: Date): Promise<string> {
  await db.query(
    'INSERT INTO learner_identities (provider, subject, learner_id, email, linked_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (provider, subject) DO NOTHING',
    [link.provider, link.subject, link.learnerId, link.email, now],
  );
  return (await findLinkedLearnerId(db, link.provider, link.subject)) ?? link.learnerId;
}
