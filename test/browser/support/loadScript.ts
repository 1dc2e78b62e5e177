/**
 * Load one of the repo's ES-module scripts (scripts/*.mjs) into Jest.
 *
 * Why this exists: the server and the Chromium launcher must have ONE implementation shared by
 * `npm start`, `npm run bench` and the browser tests. Those scripts are plain Node ES modules, but
 * Jest on Node 20 cannot `import()` or `require()` an .mjs file (it supports require(esm) only on
 * Node 24.9+), and jest.config.ts only transforms .js/.ts. So we compile the file to CommonJS with
 * SWC (already a dev dependency through @swc/jest) and evaluate it here.
 *
 * Rules for a script loaded this way: imports of node: built-ins, packages (resolved from here,
 * i.e. the repo's node_modules), other .mjs scripts of the repo that follow these same rules, and
 * TypeScript modules of the repo (named with their .ts extension, as tsx runs them); no top-level
 * await, no import.meta.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';

export const repoRoot = path.resolve(__dirname, '../../..');

const loaded = new Map<string, unknown>();

/**
 * @param relativePath path from the repo root, e.g. 'scripts/serve.mjs'
 * @returns the module's exports; typed by the caller, because the .mjs carries no types
 */
export function loadScriptModule<T>(relativePath: string): T {
  const file = path.join(repoRoot, relativePath);
  const cached = loaded.get(file);
  if (cached) return cached as T;

  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });

  const scriptRequire = (id: string): unknown => {
    if (id.startsWith('.')) {
      const target = path.resolve(path.dirname(file), id);
      const sibling = path.relative(repoRoot, target);
      // TypeScript of the repo (scripts/package/*.ts) goes through Jest's own transform, as a test's imports do.
      if (/\.ts$/.test(sibling) && !sibling.startsWith('..')) return require(target);
      // A sibling script (scripts/favicon.mjs, say) follows the same rules, so it loads the same way.
      if (!/\.mjs$/.test(sibling) || sibling.startsWith('..')) {
        throw new Error(`${relativePath} imports '${id}': scripts loaded into Jest may import packages, node: built-ins, other .mjs scripts and .ts modules of the repo only`);
      }
      return loadScriptModule(sibling);
    }
    return require(id);
  };
  const scriptModule = { exports: {} as Record<string, unknown> };
  // The sourceURL names the file in stack traces instead of "anonymous".
  const evaluate = new Function('require', 'module', 'exports', '__filename', '__dirname', `${code}\n//# sourceURL=${file}`);
  evaluate(scriptRequire, scriptModule, scriptModule.exports, file, path.dirname(file));

  loaded.set(file, scriptModule.exports);
  return scriptModule.exports as T;
}
