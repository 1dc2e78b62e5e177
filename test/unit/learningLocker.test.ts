/**
 * @jest-environment node
 */
// The Learning Locker test equipment (test/support/learningLocker.ts) does what the browser tests
// rely on: it starts, is reachable on 127.0.0.1 only, validates as an LRS must, pages its reads with
// `more` links, records every answer, and stops without leaving its process behind.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { startLearningLocker, type LearningLocker } from '../support/learningLocker';

const statement = (id = randomUUID()) => ({
  id,
  actor: { objectType: 'Agent', mbox: 'mailto:ada@example.com' },
  verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
  object: { objectType: 'Activity', id: 'https://example.com/courses/c1' },
});

/** Resolves true when a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

let ll: LearningLocker;
beforeAll(async () => {
  ll = await startLearningLocker();
}, 30_000);
afterAll(() => ll?.stop());

const post = (body: unknown) =>
  fetch(`${ll.endpoint}/statements`, {
    method: 'POST',
    headers: { Authorization: ll.authorization, 'X-Experience-API-Version': '1.0.3', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

test('it listens on 127.0.0.1 only, on a port the OS chose', async () => {
  expect(ll.address.address).toBe('127.0.0.1');
  expect(ll.address.port).toBeGreaterThan(0);
  expect(await accepts('127.0.0.1', ll.address.port)).toBe(true);
  const external = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && !i.internal && i.family === 'IPv4')
    .map((i) => i!.address);
  for (const address of external) expect(await accepts(address, ll.address.port)).toBe(false);
});

test('a valid statement is stored (200 with its id), an invalid one is refused with 400 and the warnings', async () => {
  const valid = statement();
  const accepted = await post([valid]);
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toEqual([valid.id]);

  const invalid = { ...statement(), actor: { mbox: 'ada@example.com' } };
  const refused = await post([invalid]);
  expect(refused.status).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('actor.mbox');

  const stored = await ll.statements();
  expect(stored.map((s) => s.id)).toEqual([valid.id]);
  expect(stored[0]).toMatchObject(valid);
  const posts = (await ll.accessLog()).filter((r) => r.method === 'POST');
  expect(posts.map((r) => r.status)).toEqual([200, 400]);
  const errors = ll.errors();
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain("Problem in 'statements.0.actor.mbox'");
});

test('reads follow the `more` links: every statement comes back once, oldest first', async () => {
  const batch = [statement(), statement(), statement()];
  expect((await post(batch)).status).toBe(200);
  const all = await ll.statements();
  const paged = await ll.statements({ ascending: 'true', limit: '1' });
  expect(paged.map((s) => s.id)).toEqual(all.map((s) => s.id));
  expect(paged).toHaveLength(4);
  expect(new Set(paged.map((s) => s.id)).size).toBe(4);
  expect(paged.slice(1).map((s) => s.id).sort()).toEqual(batch.map((s) => s.id).sort());
});

test("its output leaves out the MongoDB start-up noise and keeps what it says about requests", () => {
  expect(ll.output().filter((line) => /mongo/i.test(line))).toEqual([]);
  expect(ll.output().some((line) => /Listening on port/.test(line))).toBe(true);
});

test('stop() ends the process and frees the port', async () => {
  const other = await startLearningLocker();
  const { pid, address } = other;
  await other.stop();
  expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  expect(await accepts('127.0.0.1', address.port)).toBe(false);
  await other.stop();
}, 30_000);
