import 'reflect-metadata';

// Property-based tests (fast-check) run from a fixed seed so that CI is repeatable; explore new
// inputs with FC_SEED=<any number> (a failure prints the seed and the shrunk counterexample).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fc = require('fast-check') as typeof import('fast-check');
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

// jsdom has no TextEncoder, which react-router reads when it loads (app component tests); Node's is the same API.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TextEncoder, TextDecoder } = require('node:util') as typeof import('node:util');
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
