import type { FastifyInstance, FastifyReply } from 'fastify';
import { certificateCredential, issuerProfile, signCredential } from '../certificates/credential';
import { CERTIFICATE_LIMITS, issueCertificate, plainText, publicRecord } from '../certificates/issue';
import { CERTIFICATES_API, ISSUER_PATH, isCertificateCode, JWKS_PATH, publicBase } from '../certificates/paths';
import { DEFAULTS } from '../config';
import type { ServiceContext } from '../context';
import { findCertificateByCode, type CertificateRecord } from '../storage/certificates';
import { courseIdParam, querySchema } from './schemas';
import { requireLearner } from './requireLearner';

type IssueBody = { courseId: string; courseTitle: string; name?: string };
type CodeParams = { code: string };

/** Errors of these routes carry `error` (the contract of issue 26 the player codes against) and `message`, as every other answer of the service. */
const refuse = (reply: FastifyReply, status: number, code: string) => reply.code(status).send({ error: code, message: code });

/** The public reads may be made from any site (a verifier's page): they change nothing and read no cookie. */
const publicRead = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*');
/** The issuer and its keys change only with the configuration: verifiers may keep them a few minutes. */
const briefCache = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');

const codeParams = { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 64 } } } as const;

/**
 * Issue 26 (SPEC 1 "may download a certificate"; docs/service.md "Certificates"). Issuing needs the
 * learner's token and issues for that learner only; everything else is public: a certificate is
 * meant to be checked by anyone holding its code, and the code (144 random bits) is the only key.
 */
export function certificateRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  /** The certificate a well-formed code names; a malformed one is looked up nowhere. */
  const byCode = async (code: string): Promise<CertificateRecord | undefined> => (isCertificateCode(code) ? findCertificateByCode(ctx.db, code) : undefined);

  // Who: a signed-in learner (Bearer), for themself. Rate-limited like the other write calls.
  app.post<{ Body: IssueBody }>(CERTIFICATES_API, {
    preHandler: requireLearner(ctx),
    bodyLimit: DEFAULTS.authBodyLimitBytes,
    config: { rateLimit: { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs } },
    schema: {
      body: {
        type: 'object',
        required: ['courseId', 'courseTitle'],
        additionalProperties: false,
        properties: {
          courseId: courseIdParam,
          courseTitle: { type: 'string', minLength: 1, maxLength: CERTIFICATE_LIMITS.courseTitle },
          name: { type: 'string', minLength: 1, maxLength: CERTIFICATE_LIMITS.name },
        },
      },
      querystring: querySchema(),
    },
  }, async (request, reply) => {
    const courseTitle = plainText(request.body.courseTitle, CERTIFICATE_LIMITS.courseTitle);
    if (!courseTitle) return refuse(reply, 400, 'invalidCourseTitle');
    const name = request.body.name === undefined ? null : plainText(request.body.name, CERTIFICATE_LIMITS.name);
    if (request.body.name !== undefined && !name) return refuse(reply, 400, 'invalidName');
    const outcome = await issueCertificate(ctx, request.learner!.learnerId, { courseId: request.body.courseId, courseTitle, name });
    if (outcome.kind === 'unauthorized') return reply.code(401).send({ message: 'unauthorized' });
    if (outcome.kind === 'notEligible') return refuse(reply, 409, 'notEligible');
    if (outcome.kind === 'nameRequired') return refuse(reply, 422, 'nameRequired');
    return reply.code(outcome.created ? 201 : 200).send(publicRecord(outcome.certificate, publicBase(ctx)));
  });

  // Who: anyone. The issuer Profile every credential names (OB 3.0 Profile).
  app.get(ISSUER_PATH, { schema: { querystring: querySchema() } }, async (_request, reply) => {
    publicRead(briefCache(reply));
    return issuerProfile(publicBase(ctx), ctx.certificates.issuer());
  });

  // Who: anyone. The public key(s) that verify the credentials' signatures (RFC 7517 JWK Set).
  app.get(JWKS_PATH, { schema: { querystring: querySchema() } }, async (_request, reply) => {
    publicRead(briefCache(reply));
    return { keys: [(await ctx.certificates.key()).publicJwk] };
  });

  // Who: anyone with the code (the player, a verifier). The record, and whether it still stands.
  app.get<{ Params: CodeParams }>(`${CERTIFICATES_API}/:code`, { schema: { params: codeParams, querystring: querySchema() } }, async (request, reply) => {
    publicRead(reply);
    const certificate = await byCode(request.params.code);
    return certificate ? publicRecord(certificate, publicBase(ctx)) : refuse(reply, 404, 'notFound');
  });

  /** The signed credential of a certificate, revoked ones included (their status route says revoked). */
  const credentialOf = async (certificate: CertificateRecord) => {
    const vc = certificateCredential(certificate, publicBase(ctx), ctx.certificates.issuer());
    return { vc, jwt: await signCredential(vc, await ctx.certificates.key()) };
  };
  const attachment = (reply: FastifyReply, code: string, extension: string) =>
    publicRead(reply).header('content-disposition', `attachment; filename="certificate-${code}.${extension}"`);

  // Who: anyone with the code. The VC-JWT itself: what a wallet imports.
  app.get<{ Params: CodeParams }>(`${CERTIFICATES_API}/:code/credential.jwt`, { schema: { params: codeParams, querystring: querySchema() } }, async (request, reply) => {
    const certificate = await byCode(request.params.code);
    if (!certificate) return refuse(publicRead(reply), 404, 'notFound');
    const { jwt } = await credentialOf(certificate);
    return attachment(reply, certificate.code, 'jwt').type('application/jwt').send(jwt);
  });

  // Who: anyone with the code. The credential readable (`credential`) beside its signed form (`jwt`).
  app.get<{ Params: CodeParams }>(`${CERTIFICATES_API}/:code/credential.json`, { schema: { params: codeParams, querystring: querySchema() } }, async (request, reply) => {
    const certificate = await byCode(request.params.code);
    if (!certificate) return refuse(publicRead(reply), 404, 'notFound');
    const { vc, jwt } = await credentialOf(certificate);
    return attachment(reply, certificate.code, 'json').type('application/json; charset=utf-8').send({ credential: vc, jwt });
  });
}
