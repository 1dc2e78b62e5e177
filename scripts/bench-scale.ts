/**
 * The scale measurement of `npm run bench` (issue 4): what answering one question costs on a
 * 2,000-question course against a 20-question one (core and saving, no rendering), and how long it
 * takes to restore a fully answered 2,000-question progress record. Run by scripts/bench.mjs as
 * `tsx scripts/bench-scale.ts <dir20> <dir2000>`; prints one JSON object.
 */
import 'reflect-metadata/lite';
import { performance } from 'node:perf_hooks';
import { createPlayerContainer, HttpClient, PlayerSession, PluginCatalogue, type QuestionInstance } from '../core';
import { registerContentPlugins } from '../app/plugins';
import { BASE_URL, fixtureFetch } from '../test/support/fixtureFetch';
import { MemoryStore } from '../test/support/memoryStore';
import { testDelivery } from '../test/support/testDelivery';

async function open(dir: string, storage: MemoryStore): Promise<PlayerSession> {
  const { fetch } = fixtureFetch(dir);
  const container = createPlayerContainer({
    baseUrl: BASE_URL,
    query: new URLSearchParams(),
    http: new HttpClient({ fetch, sleep: async () => undefined, maxRetries: 0 }),
    warn: () => undefined,
  });
  registerContentPlugins(container.resolve(PluginCatalogue)).register('delivery', testDelivery({ store: storage }));
  const session = container.resolve(PlayerSession);
  await session.start();
  if (session.state !== 'ready') throw new Error(`${dir}: ${session.error?.message}`);
  return session;
}

const correct = (session: PlayerSession, q: QuestionInstance) => session.plugins.questionType(q.type).correctResponse(q.data);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median cost of one answer (score, record, encode and write) after `warm` answers were already given. */
async function answerCost(dir: string, answered: number): Promise<number> {
  const session = await open(dir, new MemoryStore());
  const questions = session.course.progressQuestions;
  for (const q of questions.slice(0, answered)) session.actions.answer(q.id, correct(session, q));
  const rest = questions.slice(answered, answered + 15);
  const times: number[] = [];
  for (const q of rest) {
    const response = correct(session, q);
    const start = performance.now();
    session.actions.answer(q.id, response);
    // The scheduler writes later; the write is part of what an answer costs.
    await session.saving.flush();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function main() {
  const [small, large] = process.argv.slice(2);
  // Warm the JIT on the small course first, so neither side pays for compiling.
  await answerCost(small, 0);
  const smallMs = median([await answerCost(small, 4), await answerCost(small, 4), await answerCost(small, 4)]);
  const largeMs = median([await answerCost(large, 1500), await answerCost(large, 1500), await answerCost(large, 1500)]);

  const storage = new MemoryStore();
  const full = await open(large, storage);
  for (const q of full.course.progressQuestions) full.actions.answer(q.id, correct(full, q));
  await full.saving.flush();
  const recordChars = storage.text?.length ?? 0;
  const restores: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const again = await open(large, storage);
    restores.push(performance.now() - start);
    if (again.course.answeredCount !== full.course.answeredCount) throw new Error('the restore lost answers');
  }
  // The same launch without saved progress: the difference is what restoring costs.
  const fresh: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await open(large, new MemoryStore());
    fresh.push(performance.now() - start);
  }
  process.stdout.write(
    JSON.stringify({
      answerMs: { small: smallMs, large: largeMs },
      ratio: largeMs / smallMs,
      restoreMs: median(restores),
      restoreRuns: restores,
      launchWithoutProgressMs: median(fresh),
      recordChars,
      answered: full.course.answeredCount,
    }),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
