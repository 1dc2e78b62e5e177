import { optionsFromEnvironment } from './environment';
import { startService } from './index';
import { issueLrsCredentials } from './lrs/issueCommand';

/** `node server/start.mjs`: the service configured from the environment, until SIGINT/SIGTERM. */
export async function main(): Promise<void> {
  if (process.argv[2] === 'issue-lrs-credentials') process.exit(issueLrsCredentials(process.argv.slice(3), (line) => console.log(line)));
  let options;
  try {
    options = optionsFromEnvironment(process.env, process.cwd());
  } catch (e) {
    console.error(`learner service: ${(e as Error).message}`);
    process.exit(2);
  }
  const service = await startService(options);
  const storage = service.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${options.dataDir}`;
  console.log(`Learner service: ${service.url} (${storage})`);
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    service.close().then(() => process.exit(0), (e) => {
      console.error(e);
      process.exit(1);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
