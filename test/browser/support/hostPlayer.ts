/**
 * A host's own player entry (test/plugins/customPlayer.tsx, test/browser/lms-ui/lmsLikePlayer.tsx…)
 * built by the product's webpack config into a temporary folder and served with a course: what a
 * browser test of a host-built player sets up before its first test. The file's browser opens it.
 */
import path from 'node:path';
import webpack from 'webpack';
import buildConfig from '../../../webpack.config';
import type { BrowserTestEnv } from './harness';
import { repoRoot } from './loadScript';
import type { CourseServer } from './server';

/** Builds `entry` (a path from the repository root) in production mode into `outDir`; `defines` become DefinePlugin constants. */
export function buildHostPlayer(entry: string, outDir: string, defines: Record<string, string> = {}): Promise<void> {
  const config = buildConfig({}, { mode: 'production' });
  config.entry = { main: path.join(repoRoot, entry) };
  config.output = { ...config.output, path: outDir };
  if (Object.keys(defines).length) {
    const values = Object.fromEntries(Object.entries(defines).map(([k, v]) => [k, JSON.stringify(v)]));
    config.plugins = [...(config.plugins ?? []), new webpack.DefinePlugin(values)];
  }
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

export interface HostPlayer {
  server: CourseServer;
  /** The temporary folder holding the build (dist/) and whatever the test put there. */
  work: string;
}

export interface HostPlayerOptions {
  /** The entry, from the repository root. */
  entry: string;
  /** The temporary folder's name prefix, e.g. 'lms-ui-'. */
  prefix: string;
  /** The course folder to serve; `prepare` may make one in the work folder instead. */
  course?: string;
  prepare?: (work: string) => Promise<string>;
  defines?: Record<string, string>;
}

/** Builds the entry and serves the course with it; both go when the test file ends. */
export async function startHostPlayer(env: BrowserTestEnv, options: HostPlayerOptions): Promise<HostPlayer> {
  const work = await env.tempDir(options.prefix);
  const dist = path.join(work, 'dist');
  await buildHostPlayer(options.entry, dist, options.defines);
  const course = options.prepare ? await options.prepare(work) : options.course;
  if (!course) throw new Error('startHostPlayer needs a course or a prepare()');
  return { server: await env.serve(course, { distDir: dist }), work };
}
