import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second service on the same folder would corrupt it. The
 * folder is claimed with a lock file holding the owner's PID; a lock whose process is gone is stale
 * and taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'service.lock');
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new Error(`the data folder ${dataDir} is in use by process ${owner}: one service per PGlite folder (several instances need DATABASE_URL, docs/service.md)`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}
