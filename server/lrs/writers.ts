import type { FastifyRequest } from 'fastify';
import { authenticate, bearerToken } from '../auth/sessions';
import type { ServiceContext } from '../context';
import { CREDENTIALS_HOME_PAGE, LEARNER_ACCOUNT_HOME_PAGE } from '../routes/xapiVocabulary';
import { matchWriter, parseBasic } from './credentials';

/** Who sends statements to the default LRS, or asks its feedback check (docs/service.md, "Default LRS"). */
export type LrsWriter =
  /** A signed-in learner (their access token): their own statements only. */
  | { kind: 'learner'; learnerId: string; email: string }
  /** A course's credentials, from its package: any actor, that course's statements only. `client` is the address they came from. */
  | { kind: 'course'; username: string; courseId: string; client: string }
  /** An integrator's credentials: any actor, any course. */
  | { kind: 'integrator'; username: string };

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** The writer a request's Authorization proves: a live session's token, or issued Basic credentials; null otherwise. */
export async function identifyWriter(ctx: ServiceContext, request: FastifyRequest): Promise<LrsWriter | null> {
  if (bearerToken(request) !== null) {
    const learner = await authenticate(ctx, request);
    return learner ? { kind: 'learner', learnerId: learner.learnerId, email: learner.email } : null;
  }
  const given = parseBasic(request.headers.authorization);
  const credential = given ? matchWriter(ctx.settings.lrsWriters, given) : null;
  if (!credential) return null;
  return credential.courseId === null ? { kind: 'integrator', username: credential.username } : { kind: 'course', username: credential.username, courseId: credential.courseId, client: request.ip };
}

const IDENTIFIERS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

/**
 * Is this actor the learner? An Agent with exactly one identifier (xAPI 1.0.3 part 2, 2.4.2.3): their
 * mbox (case-blind, as e-mails are kept lower-cased, SPEC 3.6), or the account the player gives a
 * learner it knows by id (core/tracking/vocabulary.ts learnerActor). Anything the service cannot tie
 * to them (a hashed mbox, an openid, a group) is not.
 */
export function actorIsLearner(actor: unknown, learner: { learnerId: string; email: string }): boolean {
  const agent = obj(actor);
  if (agent.objectType !== undefined && agent.objectType !== 'Agent') return false;
  if (IDENTIFIERS.filter((key) => agent[key] !== undefined).length !== 1) return false;
  if (agent.mbox !== undefined) return typeof agent.mbox === 'string' && agent.mbox.toLowerCase() === `mailto:${learner.email.toLowerCase()}`;
  const account = obj(agent.account);
  return account.homePage === LEARNER_ACCOUNT_HOME_PAGE && account.name === learner.learnerId;
}

/** Why this writer may not send this statement (the 403 message), or null when it may. */
export function refusal(writer: LrsWriter, statement: Json, courseId: string | null): 'actorIsNotTheLearner' | 'statementOfAnotherCourse' | null {
  if (writer.kind === 'learner') return actorIsLearner(statement.actor, writer) ? null : 'actorIsNotTheLearner';
  if (writer.kind === 'course') return courseId === writer.courseId ? null : 'statementOfAnotherCourse';
  return null;
}

/** The statement's authority (xAPI 1.0.3 part 2, 2.4.9: the LRS sets it from the credentials used). */
export function authorityOf(writer: LrsWriter): Json {
  const account = writer.kind === 'learner' ? { homePage: LEARNER_ACCOUNT_HOME_PAGE, name: writer.learnerId } : { homePage: CREDENTIALS_HOME_PAGE, name: writer.username };
  return { objectType: 'Agent', account };
}
