import 'reflect-metadata';

// Property-based tests (fast-check) run from a fixed seed so that CI is repeatable; explore new
// inputs with FC_SEED=<any number> (a failure prints the seed and the shrunk counterexample).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fc = require('fast-check') as typeof import('fast-check');
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

// jsdom has no TextEncoder; react-router (app components' tests) needs it at import time.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TextDecoder, TextEncoder } = require('node:util') as typeof import('node:util');
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder, TextEncoder: globalThis.TextEncoder ?? TextEncoder });
