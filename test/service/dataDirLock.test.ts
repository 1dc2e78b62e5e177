/**
 * One process writes a PGlite folder, however starts race (issue 21 §4): several processes locking one
 * folder at the same moment, a fresh one or one whose owner was killed, end with exactly one holder.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forkService, PLAYER_ORIGIN } from './support/serviceHarness';

type Reply = { type: 'locked'; held: boolean; message?: string } | { type: 'released' } | { type: 'ready' } | { type: 'lost' };

class Contender {
  private constructor(readonly child: ChildProcess) {}

  static start(): Promise<Contender> {
    const child = fork(path.join(__dirname, 'support/lockContender.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const contender = new Contender(child);
    return contender.next('ready').then(() => contender);
  }

  /** Resolves when the contender was told a newer holder took over a folder it held. */
  lost(): Promise<Reply> {
    return this.next('lost');
  }

  private next(type: Reply['type']): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the contender exited (${code})`));
      const onMessage = (reply: Reply) => {
        if (reply.type !== type) return;
        this.child.off('message', onMessage).off('exit', onExit);
        resolve(reply);
      };
      this.child.on('message', onMessage).once('exit', onExit);
    });
  }

  async lock(dir: string): Promise<boolean> {
    const answer = this.next('locked');
    this.child.send({ type: 'lock', dir });
    const reply = (await answer) as Extract<Reply, { type: 'locked' }>;
    if (!reply.held) expect(reply.message).toMatch(/is in use by process \d+: one service per PGlite folder/);
    return reply.held;
  }

  async release(): Promise<void> {
    const answer = this.next('released');
    this.child.send({ type: 'release' });
    await answer;
  }

  /** Gone without releasing, as a crashed or killed service is. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }
}

const ROUNDS = 15;
const CONTENDERS = 4;
let contenders: Contender[] = [];
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ocp-lock-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  contenders = await Promise.all(Array.from({ length: CONTENDERS }, () => Contender.start()));
});
afterAll(async () => {
  await Promise.all(contenders.map((c) => c.kill()));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

it(`gives a fresh folder to exactly one of ${CONTENDERS} processes locking it at once (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const dir = freshDir();
    const held = await Promise.all(contenders.map((c) => c.lock(dir)));
    expect(held.filter(Boolean)).toHaveLength(1);
    await Promise.all(contenders.map((c) => c.release()));
  }
});

it(`gives a folder whose owner was killed to exactly one of the processes taking it over (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const dir = freshDir();
    const [owner, ...others] = contenders;
    expect(await owner.lock(dir)).toBe(true);
    await owner.kill();
    const held = await Promise.all(others.map((c) => c.lock(dir)));
    expect(held.filter(Boolean)).toHaveLength(1);
    await Promise.all(others.map((c) => c.release()));
    // Released is not stale-by-crash: the next lock takes it at once, and a live holder keeps it.
    expect(await others[0].lock(dir)).toBe(true);
    expect(await others[1].lock(dir)).toBe(false);
    await others[0].release();
    contenders = [...others, await Contender.start()];
  }
});

it('leaves a folder to a holder in another container or machine while it renews its lock, and tells a holder that was taken over', async () => {
  const dir = freshDir();
  const elsewhere = (n: number) => {
    const file = path.join(dir, 'lock', String(n));
    writeFileSync(file, JSON.stringify({ pid: 1, startTime: '1', where: 'another-boot/pid:[1]' }));
    return file;
  };
  const [holder, other] = contenders;
  expect(await other.lock(dir)).toBe(true); // creates lock/1
  await other.release();
  const foreign = elsewhere(2);
  expect(await holder.lock(dir)).toBe(false);
  // Not renewed for 31 s: that holder is gone.
  const past = new Date(Date.now() - 31_000);
  utimesSync(foreign, past, past);
  expect(await holder.lock(dir)).toBe(true); // lock/3
  const lost = holder.lost();
  elsewhere(4);
  await lost;
  await holder.release();
});

it('runs exactly one of two services started on one folder at the same moment', async () => {
  const dataDir = freshDir();
  const started = await Promise.allSettled([1, 2].map(() => forkService({ dataDir, playerOrigin: PLAYER_ORIGIN })));
  const running = started.filter((s) => s.status === 'fulfilled');
  expect(running).toHaveLength(1);
  expect((started.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason.message).toMatch(/is in use by process \d+/);
  const { child } = running[0].value;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'close' });
  await exited;
});
