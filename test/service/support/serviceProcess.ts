/**
 * Runs one learner service in a child process for a test (serviceHarness.ts forks it with tsx).
 * The service's libraries load modules dynamically, which Jest's module sandbox cannot do, so the
 * service runs as it does in production: in a Node process of its own. The test drives it over IPC:
 * its clock ('advance'), the e-mails it sends and its log come back as messages.
 */
import { Writable } from 'node:stream';
import { startService, type ServiceOptions } from '../../../server/index';

type Command = { type: 'advance'; seconds: number; id: number } | { type: 'log'; id: number } | { type: 'close' };

const send = (message: object) => process.send?.(message);
let offsetMs = 0;
let logged = '';

async function run(): Promise<void> {
  const options = JSON.parse(process.env.OCP_SERVICE_OPTIONS ?? '{}') as ServiceOptions;
  const { delayMs = 0 } = JSON.parse(process.env.OCP_TEST_MAILER ?? '{}') as { delayMs?: number };
  const service = await startService({
    ...options,
    mailer: {
      send: async (message) => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        send({ type: 'mail', message });
      },
    },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    }),
    now: () => new Date(Date.now() + offsetMs),
  });
  process.on('message', (command: Command) => {
    if (command.type === 'advance') {
      offsetMs += command.seconds * 1000;
      send({ type: 'done', id: command.id });
    } else if (command.type === 'log') {
      send({ type: 'done', id: command.id, log: logged });
    } else if (command.type === 'close') {
      service.close().then(() => process.exit(0), () => process.exit(1));
    }
  });
  // The test process went away without closing: do not outlive it.
  process.on('disconnect', () => void service.close().finally(() => process.exit(0)));
  send({ type: 'ready', url: service.url });
}

run().catch((e) => {
  send({ type: 'failed', message: e instanceof Error ? e.stack ?? e.message : String(e) });
  process.exit(1);
});
