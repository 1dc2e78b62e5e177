/**
 * Progress lines for `npm run package`: a course of thousands of files or gigabytes of video takes
 * a while to read and zip, and a silent terminal looks hung. A line is printed each time another
 * `everyFiles` files or another tenth of the bytes has been read, so many small files and a few
 * large ones both move; small courses (under both thresholds) print none.
 */

export interface Progress {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
}

export interface ProgressOptions {
  everyFiles?: number;
  /** Courses with fewer files and fewer bytes than these print no progress lines. */
  minFiles?: number;
  minBytes?: number;
}

const MiB = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MiB) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 * MiB) return `${(bytes / MiB).toFixed(1)} MiB`;
  return `${(bytes / 1024 / MiB).toFixed(2)} GiB`;
}

const count = (n: number) => n.toLocaleString('en-US');

export const progressLine = (p: Progress): string =>
  `  ${count(p.files)} of ${count(p.totalFiles)} files, ${formatBytes(p.bytes)} of ${formatBytes(p.totalBytes)} (${p.totalBytes > 0 ? Math.min(100, Math.floor((100 * p.bytes) / p.totalBytes)) : 100}%)`;

/** A function to call after each file; it returns the line to print, or null. */
export function progressReporter({ everyFiles = 500, minFiles = 500, minBytes = 50 * MiB }: ProgressOptions = {}): (p: Progress) => string | null {
  let nextFiles = everyFiles;
  let nextTenth = 1;
  let finished = false;
  return (p) => {
    if (finished || (p.totalFiles < minFiles && p.totalBytes < minBytes)) return null;
    const done = p.files >= p.totalFiles;
    // The last tenth is the end, whichever file completes it.
    const tenths = done ? 10 : Math.min(9, p.totalBytes > 0 ? Math.floor((10 * p.bytes) / p.totalBytes) : 0);
    if (p.files < nextFiles && tenths < nextTenth && !done) return null;
    while (nextFiles <= p.files) nextFiles += everyFiles;
    nextTenth = Math.max(nextTenth, tenths + 1);
    finished = done;
    return progressLine(p);
  };
}
