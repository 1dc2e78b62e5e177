/**
 * The deployment docs/service.md describes, in one test: several service instances (each a process
 * of its own, as in production) on one PostgreSQL database, behind a round-robin proxy
 * (roundRobinProxy.ts) that is their public URL, so e-mailed links lead through it too. A test calls
 * `call(deployment, …)` as a learner's browser would (any instance may answer), or
 * `call(deployment.instances[i], …)` to reach one instance.
 */
import type { MailMessage } from '../../../server/mail/Mailer';
import { startRoundRobinProxy, type RoundRobinProxy } from './roundRobinProxy';
import { driveService, forkService, freshStorage, mailbox, PLAYER_ORIGIN, type Answer, type Harness, type HarnessOptions } from './serviceHarness';

export interface Deployment {
  /** The proxy's address: what the player and the e-mails use. */
  url: string;
  proxy: RoundRobinProxy;
  /** Each instance, reachable directly (bypassing the proxy). */
  instances: Harness[];
  databaseUrl: string;
  /** Every e-mail any instance sent, in the order they arrived. */
  mail: MailMessage[];
  /** Resolves with the e-mail number `index` (0-based, across instances) once one was sent. */
  mailNumber(index: number): Promise<MailMessage>;
  /** The first e-mail to `to`, from any instance, sent after the first `after` e-mails. */
  mailTo(to: string, after?: number, timeoutMs?: number): Promise<MailMessage>;
  /** Moves every instance's clock forward together. */
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

/** Which instance answered a call made through the proxy (its index in `instances`). */
export const servedBy = (answer: Answer): number => Number(answer.headers.get('x-served-by'));

/**
 * Starts `count` instances on a fresh database of the test PostgreSQL, behind a new proxy. They trust
 * exactly one proxy hop, as a deployment behind one load balancer is configured to; the auth rate
 * limit is out of the way unless `overrides` sets one.
 */
export async function startDeployment(count = 2, overrides: HarnessOptions = {}): Promise<Deployment> {
  const { databaseUrl } = (await freshStorage('PostgreSQL')).options as { databaseUrl: string };
  const proxy = await startRoundRobinProxy();
  const box = mailbox();
  const instances: Harness[] = [];
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await proxy.close();
  };
  try {
    // Started together on an empty database, as a deployment's instances are: the migrations run once.
    const forked = await Promise.allSettled(Array.from({ length: count }, () =>
      forkService({ databaseUrl, playerOrigin: PLAYER_ORIGIN, publicUrl: proxy.url, trustProxy: 1, authRateLimit: { max: 10_000, windowMs: 60_000 }, ...overrides }),
    ));
    for (const result of forked) {
      if (result.status === 'rejected') continue;
      const { child, url } = result.value;
      instances.push(driveService(child, url, 'PostgreSQL', undefined, databaseUrl));
      proxy.add(url);
      child.on('message', (message: { type: string; message?: MailMessage }) => {
        if (message.type !== 'mail' || !message.message) return;
        box.receive(message.message);
      });
    }
    const failed = forked.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  } catch (e) {
    await close();
    throw e;
  }
  return {
    url: proxy.url,
    proxy,
    instances,
    databaseUrl,
    mail: box.mail,
    mailNumber: box.mailNumber,
    mailTo: box.mailTo,
    advance: async (seconds) => void (await Promise.all(instances.map((instance) => instance.advance(seconds)))),
    close,
  };
}
