/**
 * `node scripts/bench-service.mjs [--learners 50] [--duration 15] [--only pglite,postgres,proxied,two] [--json]`
 * (all four by default; `proxied` is one instance behind the proxy, to tell the proxy's cost from the second instance's gain)
 *
 * The learner service under load: N concurrent learners (default 50), each saving its progress
 * (SPEC 7.4 PUT .../attempts/{attemptId}) as fast as the service answers, for a fixed time, with
 * autocannon. On PGlite (the default storage), on one instance on PostgreSQL (Debian's server,
 * started for the run in a temp dir with its default durability settings: fsync on), and on two
 * instances on that PostgreSQL behind the round-robin proxy of the several-instances test
 * (test/service/support/roundRobinProxy.ts, in a process of its own), so consecutive saves of one
 * learner alternate between instances. Reports saves per second, the latency percentiles, and the
 * CPU milliseconds each save cost the service, PostgreSQL and the proxy (from /proc: on a machine
 * others share, the cost per save says more than the rate); every save must succeed (any non-2xx
 * fails the run). When the service answers an ETag (attempt revisions), each learner sends
 * it back as If-Match on its next save, as the player does, so the bench measures with revisions on.
 *
 * The service runs as in production, `node server/start.mjs` in a process of its own, so the load
 * generator does not share its event loop. The progress saved is ~6 KB of JSON (a 100-question
 * course half answered), a new value every request so no layer can skip the write, and each
 * learner has at most one save in flight (as the player's one scheduler does).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { register } from 'tsx/cjs/api';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
register();
const { startTestPostgres, stopTestPostgres, createDatabase } = createRequire(import.meta.url)('../test/service/support/postgres.ts');
const RUNS = ['pglite', 'postgres', 'proxied', 'two'];
const DEFAULT_RUNS = RUNS;

function parseArgs(argv) {
  const options = { learners: 50, duration: 15, only: DEFAULT_RUNS, json: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === '--learners') options.learners = Number(value());
    else if (flag === '--duration') options.duration = Number(value());
    else if (flag === '--only') options.only = String(value()).split(',');
    else if (flag === '--json') options.json = true;
    else {
      console.error(`bench-service: unknown option ${argv[i]}\nUsage: node scripts/bench-service.mjs [--learners N] [--duration S] [--only ${RUNS.join(',')}] [--json]`);
      process.exit(2);
    }
  }
  if (!(options.learners >= 1 && options.duration >= 1)) throw new Error('--learners and --duration must be >= 1');
  const unknown = options.only.filter((run) => !RUNS.includes(run));
  if (unknown.length > 0) throw new Error(`--only takes ${RUNS.join(', ')}; not ${unknown.join(', ')}`);
  return options;
}

const options = parseArgs(process.argv.slice(2));
const say = (line = '') => (options.json ? console.error(line) : console.log(line));

/** A Node process of its own; resolves once its output shows `ready` (a regexp whose group 1 is its URL). */
function startProcess(args, env, ready) {
  // Its warnings (each sign-up's "no mailer configured") are kept, and shown only if it fails.
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let errors = '';
  child.stderr.on('data', (d) => (errors += d));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const match = ready.exec(out);
      if (match) resolve({ url: match[1], pid: child.pid, output: () => out, stop: async () => { child.kill('SIGTERM'); await exited; } });
    });
    exited.then((code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}${errors}`)));
  });
}

/** `node server/start.mjs` with this environment; resolves with its URL, its PID and a stop function. */
const startServiceProcess = (env) =>
  startProcess(['server/start.mjs'], { PLAYER_ORIGIN: 'http://127.0.0.1:9', PORT: '0', LOG_REQUESTS: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...env }, /Learner service: (\S+)/);

/** The several-instances test's round-robin proxy, in a process of its own as a balancer is: it does not share the load generator's event loop. */
const startProxyProcess = (upstreams) => startProcess(['--import', 'tsx', 'test/service/support/roundRobinProxyProcess.ts', ...upstreams], {}, /Proxy: (\S+)/);

/**
 * CPU seconds (user + system) the processes have used, with their children (PostgreSQL's backends),
 * from /proc: a cost per save that a busy machine distorts far less than saves per second. Null off Linux.
 */
function cpuSeconds(pids) {
  try {
    const stats = readdirSync('/proc').filter((f) => /^\d+$/.test(f)).map((pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
        return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
      } catch {
        return null; // the process ended meanwhile
      }
    }).filter(Boolean);
    const wanted = new Set(pids);
    return stats.filter((p) => wanted.has(p.pid) || wanted.has(p.ppid)).reduce((sum, p) => sum + p.ticks, 0) / 100;
  } catch {
    return null;
  }
}

async function json(url, init) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return Object.assign(await response.json(), { etag: response.headers.get('etag') });
}

/** A response header by name, whatever its case (autocannon hands them over as sent). */
const headerOf = (headers, name) => Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

/** ~6 KB: the compact progress of a 100-question course with half the questions answered (docs/progress-format.md shape). */
function progressOf(step) {
  const answers = Array.from({ length: 100 }, (_, i) => (i < 50 ? [((i + step) % 4), ((i * 7) % 5)] : null));
  const attempts = Array.from({ length: 100 }, (_, i) => (i < 50 ? 1 : 0));
  return JSON.stringify({ answers, attempts, questionPool: Array.from({ length: 100 }, (_, i) => `q${i.toString(16).padStart(30, '0')}`), timeSpent: step * 1000, timer: { elapsed: step * 1000, status: 'STARTED' }, sectionId: 's1', language: 'en' });
}

async function measure(name, url, processes = {}) {
  const course = 'bench-course';
  const learners = [];
  for (let i = 0; i < options.learners; i += 1) {
    const credentials = { email: `bench${i}@example.com`, password: `bench-password-${i}` };
    // Register answers no token (it answers alike for a known address); the credentials call signs in.
    await json(`${url}/api/credentials/register`, { method: 'POST', body: JSON.stringify({ ...credentials, name: `Bench Learner${i}` }) });
    const { token } = await json(`${url}/api/auth/credentials`, { method: 'POST', body: JSON.stringify(credentials) });
    const attemptId = `bench-attempt-${i}`;
    const created = await json(`${url}/api/learner/me/courses/${course}/attempts`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ attemptId, jsonProgress: '{}', score: 0, status: 'IN_PROGRESS', courseUrl: '' }) });
    learners.push({ token, attemptId, etag: created.etag });
  }
  say(`  ${name}: ${options.learners} learners signed up; saving for ${options.duration} s...`);
  const cpuBefore = Object.fromEntries(Object.entries(processes).map(([role, pids]) => [role, cpuSeconds(pids)]));
  // autocannon resets a connection's context before each of its requests, so a learner is taken from
  // the idle ones for each save and given back when its answer came: no two saves of one learner are
  // in flight at once (as in the player, whose one scheduler saves one at a time), and each learner
  // counts its own steps, so every save carries a new progress and the revision of its last one.
  const idle = [...learners];
  for (const learner of learners) learner.step = 0;
  const result = await autocannon({
    url,
    connections: options.learners,
    duration: options.duration,
    requests: [
      {
        setupRequest(request, context) {
          context.learner ??= idle.shift();
          if (!context.learner) throw new Error('bench-service: more saves in flight than learners');
          const learner = context.learner;
          learner.step += 1;
          return {
            ...request,
            method: 'PUT',
            path: `/api/learner/me/courses/${course}/attempts/${learner.attemptId}`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.token}`, ...(learner.etag ? { 'if-match': learner.etag } : {}) },
            body: JSON.stringify({ attemptId: learner.attemptId, jsonProgress: progressOf(learner.step), score: learner.step % 100, status: 'IN_PROGRESS' }),
          };
        },
        onResponse(status, _body, context, headers) {
          // The revision just written: the learner's next save is based on it.
          const etag = headerOf(headers, 'etag');
          if (status < 300 && etag) context.learner.etag = etag;
          idle.push(context.learner);
        },
      },
    ],
  });
  const distinctBodies = learners.reduce((sum, learner) => sum + learner.step, 0);
  say(`  ${name}: ${distinctBodies} saves built, each learner's progress new every time`);
  if (result.non2xx > 0) say(`  ${name}: answers other than 2xx: ${JSON.stringify(result.statusCodeStats)}`);
  const saves = result['2xx'];
  const failed = result.non2xx + result.errors + result.timeouts;
  const cpuMsPerSave = Object.fromEntries(Object.entries(processes).map(([role, pids]) => {
    const used = cpuSeconds(pids);
    return [role, used === null || cpuBefore[role] === null || saves === 0 ? null : Math.round(((used - cpuBefore[role]) / saves) * 1e6) / 1e3];
  }));
  return {
    storage: name,
    learners: options.learners,
    durationS: options.duration,
    saves,
    failed,
    savesPerSecond: Math.round((saves / options.duration) * 10) / 10,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    cpuMsPerSave,
  };
}

const results = [];
const cleanups = [];
try {
  if (options.only.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ocp-bench-pglite-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const service = await startServiceProcess({ DATA_DIR: dataDir });
    try {
      results.push(await measure('PGlite', service.url, { service: [service.pid] }));
    } finally {
      await service.stop();
    }
  }
  const onPostgres = [['postgres', 'PostgreSQL', 1, false], ['proxied', 'PG ×1 proxy', 1, true], ['two', 'PG ×2 proxy', 2, true]].filter(([run]) => options.only.includes(run));
  if (onPostgres.length > 0) {
    const postgres = await startTestPostgres({ fast: false, log: say });
    cleanups.push(() => stopTestPostgres(postgres));
    for (const [run, name, count, proxied] of onPostgres) {
      const databaseUrl = await createDatabase(postgres.adminUrl, `bench_${run}`);
      const services = [];
      let proxy = null;
      try {
        // One after the other: the first applies the migrations.
        for (let i = 0; i < count; i += 1) services.push(await startServiceProcess({ DATABASE_URL: databaseUrl }));
        if (proxied) proxy = await startProxyProcess(services.map((service) => service.url));
        const processes = { service: services.map((service) => service.pid), postgres: [postgres.pid], ...(proxy ? { proxy: [proxy.pid] } : {}) };
        results.push(await measure(name, proxy?.url ?? services[0].url, processes));
      } finally {
        await proxy?.stop();
        await Promise.all(services.map((service) => service.stop()));
      }
      const served = proxy && /served: (\[.*\])/.exec(proxy.output());
      if (served) results.at(-1).savesPerInstance = JSON.parse(served[1]);
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

say('');
say(`Learner service: ${options.learners} concurrent learners saving progress (PUT attempt, ~6 KB), ${options.duration} s each, ${os.cpus().length} cores`);
for (const r of results) {
  const cpu = Object.entries(r.cpuMsPerSave).filter(([, ms]) => ms !== null).map(([role, ms]) => `${role} ${ms}`).join(', ');
  say(`  ${r.storage.padEnd(12)} ${String(r.savesPerSecond).padStart(8)} saves/s   p50 ${r.latencyMs.p50} ms   p90 ${r.latencyMs.p90} ms   p99 ${r.latencyMs.p99} ms   max ${r.latencyMs.max} ms   failed ${r.failed}   CPU ms/save: ${cpu}`);
}
if (options.json) console.log(JSON.stringify({ serviceSaves: results }, null, 2));
process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
