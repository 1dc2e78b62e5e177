/**
 * The tracking measurement of `npm run bench` (issue 11): how many statements per second the LRS
 * sink's outbox (core/tracking) delivers to a local LRS over HTTP, building them from learning
 * events, keeping the queue in a storage that serialises as localStorage does, batching and
 * removing what the LRS accepted. The LRS is a plain node:http endpoint on 127.0.0.1 that parses
 * each batch and keeps statements by id. Run by scripts/bench.mjs as `tsx scripts/bench-outbox.ts`;
 * prints one JSON object.
 */
import 'reflect-metadata/lite';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createLrsSink, Status, type LearningEvent, type OutboxStorage, type Statement } from '../core';

async function startLrs() {
  const kept = new Map<string, unknown>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const batch = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }[];
      for (const s of batch) if (!kept.has(s.id)) kept.set(s.id, s);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(batch.map((s) => s.id)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { kept, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/xAPI`, close: () => new Promise((r) => server.close(r)) };
}

/** Keeps the queue as text, as the localStorage adapter does, so serialising it is part of the cost. */
function textStorage(): OutboxStorage {
  let text = '';
  return {
    read: () => (text ? (JSON.parse(text) as Statement[]) : []),
    write: (s) => void (text = s.length ? JSON.stringify(s) : ''),
  };
}

const standing = { status: Status.IN_PROGRESS, score: 0, masteryScore: 80, completion: 'incomplete' as const, success: 'unknown' as const, scored: true };

function events(answers: number): LearningEvent[] {
  const at = new Date().toISOString();
  const attemptId = '7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
  const list: LearningEvent[] = [{ type: 'launched', at, attemptId, learner: { email: 'bench@example.org' }, resumed: true, location: '', standing, course: { id: 'bench', title: 'Bench', language: 'en' } }];
  for (let i = 0; i < answers; i++) {
    list.push({
      type: 'answered', at, attemptId, questionId: `q${i}`, index: i, sectionId: `s${i % 100}`, questionType: 'singleSelectText', title: `Question ${i}`, isSurvey: false,
      response: ['a'], score: 100, correct: true, attempt: 1, durationMs: 4200,
      interaction: { interactionType: 'choice', correctResponsesPattern: ['a'], choices: [{ id: 'a', description: { en: 'Yes' } }, { id: 'b', description: { en: 'No' } }], response: 'a' },
    });
  }
  return list;
}

/** Every statement handed to the sink at once (a learner's work while the LRS was away), then delivered. */
async function deliver(endpoint: string, kept: Map<string, unknown>, answers: number, batchSize: number) {
  kept.clear();
  const sink = createLrsSink({ id: "bench", endpoint, storage: textStorage(), batchSize, warn: (m) => console.error(m) });
  const start = performance.now();
  for (const event of events(answers)) sink.handle(event);
  await sink.flush('async');
  const ms = performance.now() - start;
  if (sink.pending !== 0 || kept.size !== answers + 1) throw new Error(`delivered ${kept.size} of ${answers + 1}`);
  return { statements: kept.size, batchSize, ms: Math.round(ms), perSecond: Math.round((kept.size / ms) * 1000) };
}

async function main() {
  const lrs = await startLrs();
  try {
    await deliver(lrs.endpoint, lrs.kept, 200, 50); // warm-up
    const runs = [];
    for (const [answers, batch] of [[1000, 50], [1000, 10], [5000, 50]] as const) runs.push(await deliver(lrs.endpoint, lrs.kept, answers, batch));
    console.log(JSON.stringify({ runs }));
  } finally {
    await lrs.close();
  }
}

void main();
