import { linkSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/** A holder renews its lock file this often; one from another container or machine left this long is gone. */
const HEARTBEAT_MS = 5_000;
const STALE_MS = 30_000;

interface Holder {
  pid: number;
  /** The process's start time in /proc (clock ticks since boot): a PID reused by another process has another. */
  startTime: string | null;
  /** The kernel boot and PID namespace the PID means something in. */
  where: string;
  released?: true;
}

const read = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** Field 22 of /proc/<pid>/stat; the fields are counted after the command name, which may hold spaces. */
function startTimeOf(pid: number): string | null {
  const stat = read(`/proc/${pid}/stat`);
  return stat ? (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null) : null;
}

function whereAmI(): string {
  const bootId = read('/proc/sys/kernel/random/boot_id')?.trim();
  try {
    return bootId ? `${bootId}/${readlinkSync('/proc/self/ns/pid')}` : `host:${os.hostname()}`;
  } catch {
    return `host:${os.hostname()}`;
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether the holder recorded in `file` is gone. Throws ENOENT when the file went away meanwhile. */
function holderIsGone(file: string, me: Holder): { gone: boolean; holder: Partial<Holder> } {
  const ageMs = Date.now() - statSync(file).mtimeMs;
  const text = readFileSync(file, 'utf8');
  let holder: Partial<Holder> = {};
  try {
    holder = JSON.parse(text) as Holder;
  } catch {
    return { gone: ageMs > STALE_MS, holder };
  }
  if (holder.released) return { gone: true, holder };
  if (holder.where !== me.where || typeof holder.pid !== 'number') return { gone: ageMs > STALE_MS, holder };
  if (me.startTime === null) return { gone: !isRunning(holder.pid), holder };
  return { gone: startTimeOf(holder.pid) !== holder.startTime, holder };
}

const generations = (lockDir: string): number[] =>
  readdirSync(lockDir).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => b - a);

/**
 * PGlite is one process's database: two processes writing one folder lose each other's writes. The
 * folder is claimed by a file in `lock/` named by a number that only grows (docs/service.md, Storage):
 * - a claim is a hard link of a complete file to `lock/<n+1>`, made only after the holder of the
 *   highest number `n` was found gone; link() is atomic and exclusive, so of several racing processes
 *   exactly one gets the number;
 * - a process that, after claiming, sees a higher number than its own withdraws: it came late;
 * - a release rewrites the file as released and never deletes it, so numbers never go back and a late
 *   claim on an old number always sees the newer one.
 * A holder is gone when, on this kernel and PID namespace, its PID with its start time is no longer in
 * /proc (a crash frees the folder at once); seen from another container or machine, when it has not
 * renewed its file for STALE_MS. `onLost` is called if, after all, a newer holder appears (this process
 * was frozen for longer than that): the caller must stop writing. Returns the release function.
 */
export function lockDataDir(dataDir: string, onLost: () => void = () => undefined): () => void {
  const lockDir = path.join(dataDir, 'lock');
  mkdirSync(lockDir, { recursive: true });
  const me: Holder = { pid: process.pid, startTime: startTimeOf(process.pid), where: whereAmI() };
  const scratch = () => path.join(lockDir, `tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
  const candidate = scratch();
  writeFileSync(candidate, JSON.stringify(me));
  try {
    for (let tries = 0; tries < 50; tries += 1) {
      const [top = 0] = generations(lockDir);
      if (top > 0) {
        let verdict;
        try {
          verdict = holderIsGone(path.join(lockDir, String(top)), me);
        } catch {
          continue; // replaced while being read: look again
        }
        if (!verdict.gone) {
          throw new Error(`the data folder ${dataDir} is in use by process ${verdict.holder.pid ?? '?'}: one service per PGlite folder (several instances need DATABASE_URL, docs/service.md)`);
        }
      }
      const mine = top + 1;
      const own = path.join(lockDir, String(mine));
      try {
        linkSync(candidate, own);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw e;
      }
      if (generations(lockDir)[0] !== mine) {
        rmSync(own, { force: true });
        continue;
      }
      for (const older of generations(lockDir).filter((n) => n < mine)) rmSync(path.join(lockDir, String(older)), { force: true });
      const heartbeat = setInterval(() => {
        try {
          const now = new Date();
          utimesSync(own, now, now);
          if (generations(lockDir)[0] === mine) return;
        } catch {
          // the file is gone: as lost as a newer holder
        }
        clearInterval(heartbeat);
        onLost();
      }, HEARTBEAT_MS).unref();
      return () => {
        clearInterval(heartbeat);
        const released = scratch();
        writeFileSync(released, JSON.stringify({ ...me, released: true }));
        renameSync(released, own);
      };
    }
    throw new Error(`could not lock the data folder ${dataDir}: too many processes contending for it`);
  } finally {
    rmSync(candidate, { force: true });
  }
}
