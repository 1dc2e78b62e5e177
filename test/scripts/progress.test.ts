/**
 * The progress lines of `npm run package` on a large course: every 500 files and every tenth of
 * the bytes, once at the end, and none for a small course.
 */
import { formatBytes, progressLine, progressReporter, type Progress } from '../../scripts/package/progress';

/** The lines a reporter prints for files of the given sizes, read one after the other. */
function run(sizes: number[], options?: Parameters<typeof progressReporter>[0]): string[] {
  const report = progressReporter(options);
  const totalBytes = sizes.reduce((a, b) => a + b, 0);
  const lines: string[] = [];
  let bytes = 0;
  sizes.forEach((size, i) => {
    bytes += size;
    const line = report({ files: i + 1, totalFiles: sizes.length, bytes, totalBytes });
    if (line) lines.push(line);
  });
  return lines;
}

test('many small files: a line every 500 files and one at the end', () => {
  // The bytes are in the last file, so only the file count moves until then.
  const lines = run([...new Array(1233).fill(100), 60 * 1024 * 1024]);
  expect(lines.map((l) => l.trim().split(' ')[0])).toEqual(['500', '1,000', '1,234']);
  expect(lines[0]).toBe('  500 of 1,234 files, 48.8 KiB of 60.1 MiB (0%)');
  expect(lines[2]).toBe('  1,234 of 1,234 files, 60.1 MiB of 60.1 MiB (100%)');
});

test('many files of one size: the file count and the tenths of the bytes both give lines', () => {
  const lines = run(new Array(1000).fill(1000));
  expect(lines.map((l) => l.trim().split(' ')[0])).toEqual(['100', '200', '300', '400', '500', '600', '700', '800', '900', '1,000']);
});

test('a few large files: a line each time another tenth of the bytes is read, the end once', () => {
  const MiB = 1024 * 1024;
  const lines = run([...new Array(20).fill(5 * MiB)]);
  expect(lines.map((l) => /\((\d+)%\)$/.exec(l)?.[1])).toEqual(['10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
  expect(lines.map((l) => l.trim().split(' ')[0])).toEqual(['2', '4', '6', '8', '10', '12', '14', '16', '18', '20']);
});

test('a small course prints no progress lines', () => {
  expect(run(new Array(300).fill(2000))).toEqual([]);
});

test('calls after the end print nothing more', () => {
  const report = progressReporter({ minFiles: 0 });
  const done: Progress = { files: 3, totalFiles: 3, bytes: 30, totalBytes: 30 };
  expect(report(done)).toBe(progressLine(done));
  expect(report(done)).toBeNull();
});

test('sizes read as a person would', () => {
  expect([0, 1023, 1536, 5 * 1024 * 1024, 3 * 1024 ** 3].map(formatBytes)).toEqual(['0 B', '1023 B', '1.5 KiB', '5.0 MiB', '3.00 GiB']);
});
