import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCertificateCode, verifyPagePath } from '../certificates/paths';
import type { ServiceContext } from '../context';
import { PAGE_SECURITY_HEADERS } from '../http/html';
import { textsForAcceptLanguage } from '../i18n/acceptLanguage';
import { findCertificateByCode } from '../storage/certificates';
import { certificateNotFoundPage, certificatePage } from './certificateView';

const asHtml = (reply: FastifyReply) => reply.headers(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8');
const languageOf = (request: FastifyRequest) => textsForAcceptLanguage(request.headers['accept-language']);

/** Whatever goes wrong, the visitor gets a page in their language, never JSON or a stack. */
function pageErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? 404 : 500;
  if (status === 500) reply.log.error({ err: { message: error.message, code: error.code } }, 'certificate page failed');
  const { lang, texts } = languageOf(request);
  return asHtml(reply).code(status).send(certificateNotFoundPage(lang, texts));
}

/**
 * Issue 26 §3: the verify page a certificate's link and QR code lead to. Who: anyone, no sign-in; the
 * code is the key. It shows what the service holds, in the visitor's language (Accept-Language), with
 * the service pages' security headers (server/http/html.ts). An unknown, altered or malformed code
 * gets one and the same 404 page.
 */
export function certificatePageRoute(app: FastifyInstance, ctx: ServiceContext): void {
  app.get<{ Params: { code: string } }>(verifyPagePath(':code'), {
    errorHandler: pageErrors,
    schema: { params: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 64 } } } },
  }, async (request, reply) => {
    asHtml(reply).header('vary', 'accept-language');
    const { lang, texts } = languageOf(request);
    const certificate = isCertificateCode(request.params.code) ? await findCertificateByCode(ctx.db, request.params.code) : undefined;
    if (!certificate) return reply.code(404).send(certificateNotFoundPage(lang, texts));
    return certificatePage(certificate, lang, texts, ctx.certificates.issuer());
  });
}
