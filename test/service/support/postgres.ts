/**
 * A throwaway PostgreSQL server for the service tests and the service bench: Debian's postgresql
 * package, initdb into a temp dir, started on a free port bound to 127.0.0.1, removed afterwards.
 * PostgreSQL refuses to run as root, so as root the cluster belongs to `nobody` (TOOLCHAIN.md).
 * When the server binaries are missing they are installed with apt-get (root only); otherwise this
 * fails with the command to run, so no test is ever skipped for want of a database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const POSTGRES_INSTALL_HELP = "Install Debian's PostgreSQL server: sudo apt-get install -y postgresql (or set POSTGRES_BIN to a folder with initdb and postgres)";
const RUN_AS = 'nobody';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (the admin database: create one per test file). */
  adminUrl: string;
  /** The postmaster's own PID (from postmaster.pid): runuser, which started it, does not pass signals on. */
  pid: number;
  dir: string;
}

function findBinDir(): string | null {
  if (process.env.POSTGRES_BIN) return existsSync(path.join(process.env.POSTGRES_BIN, 'postgres')) ? process.env.POSTGRES_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

function ensureBinDir(log: (line: string) => void): string {
  const found = findBinDir();
  if (found) return found;
  if (process.getuid?.() !== 0 || process.env.POSTGRES_BIN) throw new Error(`PostgreSQL server binaries not found. ${POSTGRES_INSTALL_HELP}`);
  log("PostgreSQL not found; installing Debian's package: apt-get update && apt-get install -y postgresql");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'postgresql']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed. ${POSTGRES_INSTALL_HELP}`);
  }
  const installed = findBinDir();
  if (!installed) throw new Error(`apt-get installed postgresql, but no server binaries are under /usr/lib/postgresql. ${POSTGRES_INSTALL_HELP}`);
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** As root, run the command as `nobody` (PostgreSQL will not run as root); otherwise as ourselves. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', RUN_AS, '--', command, ...args]] : [command, args];
}

async function waitUntilAccepting(url: string, server: ChildProcess, output: () => string): Promise<void> {
  // Readiness poll: PostgreSQL needs a moment after start-up to take connections.
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}:\n${output()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`postgres did not accept connections:\n${output()}`);
}

export interface StartPostgresOptions {
  /** Durability off (fsync, synchronous_commit): right for tests; the bench keeps PostgreSQL's defaults. */
  fast?: boolean;
  log?: (line: string) => void;
}

export async function startTestPostgres({ fast = true, log = (line) => console.log(line) }: StartPostgresOptions = {}): Promise<TestPostgres> {
  const bin = ensureBinDir(log);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ocp-postgres-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', RUN_AS, dir]);
  else chmodSync(dir, 0o700);

  const [initCommand, initArgs] = asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', ...(fast ? ['--no-sync'] : [])]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed (${init.status}): ${init.stderr || init.error?.message}`);

  const port = await freePort();
  const settings = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...(fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [])];
  const [command, args] = asServerUser(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), '-k', dir, ...settings]);
  const server = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilAccepting(adminUrl, server, () => output);
  } catch (e) {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  server.stdout?.removeAllListeners('data').resume();
  server.stderr?.removeAllListeners('data').resume();
  server.unref();
  (server.stdout as unknown as { unref?: () => void })?.unref?.();
  (server.stderr as unknown as { unref?: () => void })?.unref?.();
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { adminUrl, pid, dir };
}

/** Stops the server by the postmaster's PID, waits until it is gone, then removes its files. */
export async function stopTestPostgres(instance: TestPostgres): Promise<void> {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive(instance.pid)) {
    process.kill(instance.pid, 'SIGINT'); // PostgreSQL's "fast" shutdown
    for (let i = 0; i < 200 && alive(instance.pid); i += 1) await new Promise((r) => setTimeout(r, 50));
    if (alive(instance.pid)) process.kill(instance.pid, 'SIGKILL');
  }
  rmSync(instance.dir, { recursive: true, force: true });
}

/** A fresh, empty database in the test server; its connection string. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Identifiers cannot be parameters; the name is checked against a strict pattern above.
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}
