/**
 * `node test/plugins/embedHost/serve.mjs [--player <course address>] [--port N]`
 *
 * Serves the example host page on http://localhost:N (8090 by default) and prints its address.
 * The course runs elsewhere: `npm start` serves it on http://127.0.0.1:8080/ (the default
 * --player), another origin than localhost:8090. docs/embedding.md explains what the page does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbedHost } from './server.mjs';

const args = process.argv.slice(2);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const player = value('--player', 'http://127.0.0.1:8080/');
const host = await startEmbedHost({ dir: path.dirname(fileURLToPath(import.meta.url)), port: Number(value('--port', '8090')) });
console.log(`Host page: ${host.pageFor(player)}`);
console.log('Ctrl+C stops it.');
