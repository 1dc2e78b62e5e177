/**
 * `node scripts/auth-timing.mjs [--requests 50] [--repo DIR] [--json]`
 *
 * Issue 21 §1: can the time an answer takes tell whether an address has an account? Starts the
 * learner service of DIR (default: this repository) on PGlite in a temp folder, as in production
 * (`node server/start.mjs`, development mode so its mailer prints), registers one learner, then sends
 * N requests of each kind, known and unknown address interleaved one after the other, and reports the
 * median and p95 of each: sign-in with a wrong password, forgot password, register.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const requests = Number(option('--requests', '50'));
const repo = path.resolve(option('--repo', path.join(path.dirname(fileURLToPath(import.meta.url)), '..')));
const asJson = args.includes('--json');
const ORIGIN = 'http://127.0.0.1:9';

function startService(dataDir) {
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', PLAYER_ORIGIN: ORIGIN, PORT: '0', DATA_DIR: dataDir, LOG_REQUESTS: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const match = /Learner service: (\S+)/.exec(out);
      if (match) resolve({ url: match[1], stop: async () => { child.kill('SIGTERM'); await exited; } });
    });
    exited.then((code) => reject(new Error(`the service exited with ${code}: ${out}`)));
  });
}

const post = async (url, body) => {
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ocp-auth-timing-'));
const service = await startService(dataDir);
try {
  const known = { email: 'known@example.com', password: 'known-password-1', name: 'Known Learner' };
  await post(`${service.url}/api/credentials/register`, known);
  // Warm-up: the first hash of each kind (the decoy hash is made once), the JIT.
  for (let i = 0; i < 5; i += 1) {
    await post(`${service.url}/api/auth/credentials`, { email: known.email, password: 'wrong-password' });
    await post(`${service.url}/api/auth/credentials`, { email: `nobody${i}@example.com`, password: 'wrong-password' });
  }
  const kinds = {
    'sign-in, wrong password': (email) => post(`${service.url}/api/auth/credentials`, { email, password: 'wrong-password-1' }),
    'forgot password': (email) => post(`${service.url}/api/credentials/forgot-password`, { email, returnUrl: `${ORIGIN}/` }),
    register: (email) => post(`${service.url}/api/credentials/register`, { email, password: 'some-password-1', name: 'Some Learner' }),
  };
  const rows = [];
  for (const [kind, send] of Object.entries(kinds)) {
    const times = { known: [], unknown: [] };
    const statuses = { known: new Set(), unknown: new Set() };
    for (let i = 0; i < requests; i += 1) {
      for (const which of i % 2 ? ['unknown', 'known'] : ['known', 'unknown']) {
        const { ms, status } = await send(which === 'known' ? known.email : `unknown-${kind.length}-${i}@example.com`);
        times[which].push(ms);
        statuses[which].add(status);
      }
    }
    for (const which of ['known', 'unknown']) {
      rows.push({ kind, address: which, statuses: [...statuses[which]].join('/'), median: percentile(times[which], 50), p95: percentile(times[which], 95) });
    }
  }
  if (asJson) console.log(JSON.stringify(rows));
  else {
    console.log(`${requests} requests each, PGlite, ${repo}`);
    console.log('| call | address | status | median ms | p95 ms |\n|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.kind} | ${r.address} | ${r.statuses} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  }
} finally {
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
