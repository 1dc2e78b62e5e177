import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * The most an oversized body is read (and thrown away) so that its sender hears the 413.
 * Beyond it, Fastify's own answer stands: 413 and the connection closed under the sender.
 */
const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

/**
 * A body announced larger than the route takes (its `bodyLimit`: 16 KiB on auth calls, the
 * service's BODY_LIMIT_BYTES elsewhere) is answered 413 after it has been read, on a connection
 * that stays usable. Fastify answers before reading and closes the connection: a client still
 * sending (a browser, undici, a slow link) then gets EPIPE or a reset instead of the answer, and
 * the player could not tell "too large" from "offline".
 */
export function answerOversizedBodiesAfterReading(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit;
    if (!Number.isFinite(length) || !limit || length <= limit || length > DRAIN_MAX_BYTES) return;
    await readAndDiscard(request.raw);
    await reply.code(413).send({ message: 'FST_ERR_CTP_BODY_TOO_LARGE', detail: 'Request body is too large' });
  });
}

function readAndDiscard(body: IncomingMessage): Promise<void> {
  if (body.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    body.once('end', resolve);
    body.once('error', () => resolve());
    body.once('close', resolve);
    body.resume();
  });
}
