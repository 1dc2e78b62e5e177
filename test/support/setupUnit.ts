import 'reflect-metadata/lite';

// Property-based tests (fast-check) run from a fixed seed so that CI is repeatable; explore new
// inputs with FC_SEED=<any number> (a failure prints the seed and the shrunk counterexample).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fc = require('fast-check') as typeof import('fast-check');
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

// jsdom has no TextEncoder; react-router (app components' tests) needs it at import time.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TextDecoder, TextEncoder } = require('node:util') as typeof import('node:util');
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder, TextEncoder: globalThis.TextEncoder ?? TextEncoder });

// jsdom has <dialog> without its modal methods: these do what the browser's do to the attribute and
// the close event (the player's popups open with showModal, app/components/Popup.tsx).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
