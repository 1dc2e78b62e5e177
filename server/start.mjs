/**
 * `node server/start.mjs`: starts the learner service (docs/service.md). The service is TypeScript
 * loaded as CommonJS (the repository's package.json has no "type"); tsx, already used by
 * `npm run package`, compiles it as it loads.
 *
 *   PLAYER_ORIGIN=http://127.0.0.1:8080 PORT=8081 node server/start.mjs
 *   DATABASE_URL=postgres://user:pass@db/learners PLAYER_ORIGIN=https://courses.example node server/start.mjs
 */
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

register();
const { main } = createRequire(import.meta.url)('./main.ts');
await main();
