/**
 * The codec measurement of `npm run bench` (issue 10): how many characters the saved progress takes
 * in an LMS's suspend_data for 100, 500 and 2,000 answered questions, in SCORM 1.2 (4,096
 * characters, ASCII only) and SCORM 2004 (64,000, non-ASCII), for a course of choice questions (a
 * generated course's) and one of all twelve question types (the plugins' showcase examples). The
 * records are what AnswerLog writes with the real plugins (test/support/learnerRecords.ts): three
 * answers in four right, one in ten on a second attempt. Run by scripts/bench.mjs as
 * `tsx scripts/bench-codec.ts <generated course dir>`; prints one JSON object.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createProgressCodec, ProgressTooLargeError, type StoreLimits } from '../core/progress/codec';
import { builtInBlocks } from '../plugins/blocks';
import { ALL_TYPES, exampleCourse, generatedChoiceCourse, learnerRecord, type CourseQuestion } from '../test/support/learnerRecords';

const STORES: Record<string, StoreLimits> = {
  scorm12: { maxChars: 4096, acceptsNonAscii: false },
  scorm2004: { maxChars: 64_000, acceptsNonAscii: true },
};
const SIZES = [100, 500, 2000];
const codec = createProgressCodec();
/** The built-in blocks' states: the session's record holds an empty map for each, which the JSON of format 1 writes. */
const blockStates = builtInBlocks.flatMap((block) => (block.state ? [block.state] : []));

function measure(course: CourseQuestion[], answered: number, shuffled: boolean) {
  if (course.length < answered) throw new Error(`the course has ${course.length} questions, fewer than ${answered}`);
  const { record, context } = learnerRecord(course, { answered, shuffled, blockStates });
  const stores = Object.fromEntries(
    Object.entries(STORES).map(([name, limits]) => {
      try {
        const { text, dropped } = codec.encode(record, limits, context);
        return [name, { chars: text.length, perAnswer: text.length / answered, dropped, variant: text.slice(0, 3) }];
      } catch (e) {
        if (!(e instanceof ProgressTooLargeError)) throw e;
        return [name, { chars: null, minimumChars: e.minimumChars, perAnswer: null, dropped: e.dropped, tooLarge: true }];
      }
    }),
  );
  return { answered, jsonChars: JSON.stringify(record).length, ...stores };
}

function main() {
  const [generatedDir] = process.argv.slice(2);
  const data = JSON.parse(readFileSync(path.join(generatedDir, 'content', 'data.js'), 'utf8'));
  const choice = generatedChoiceCourse(data);
  const mix = exampleCourse(ALL_TYPES, Math.max(...SIZES));
  const result = {
    choice: SIZES.map((n) => measure(choice, n, false)),
    choiceShuffled: SIZES.map((n) => measure(choice, n, true)),
    mix: SIZES.map((n) => measure(mix, n, false)),
    types: ALL_TYPES.map((list) => list[0].plugin.id),
  };
  process.stdout.write(JSON.stringify(result));
}

main();
