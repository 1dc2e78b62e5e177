import { newWriterCredential, writerEntry } from './credentials';

const USAGE = 'usage: node server/start.mjs issue-lrs-credentials (--course <course id> | --integrator) [--username <name>]';

/**
 * `node server/start.mjs issue-lrs-credentials`: makes Basic credentials for writing statements to
 * the default LRS and prints them once, with the XAPI_WRITERS entry that holds only their hash. It
 * needs no database, so it runs beside a service that holds its PGlite folder, and every instance
 * reads the same entry from its environment. Returns the exit code.
 */
export function issueLrsCredentials(args: readonly string[], print: (line: string) => void): number {
  let courseId: string | null | undefined;
  let username: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--course' && args[i + 1]?.trim() && courseId === undefined) courseId = args[++i].trim();
    else if (arg === '--integrator' && courseId === undefined) courseId = null;
    else if (arg === '--username' && args[i + 1]) username = args[++i];
    else {
      print(USAGE);
      return 2;
    }
  }
  if (courseId === undefined) {
    print(USAGE);
    return 2;
  }
  let issued;
  try {
    issued = newWriterCredential(courseId, username);
  } catch (e) {
    print(`issue-lrs-credentials: ${(e as Error).message}`);
    return 2;
  }
  const { credential, password } = issued;
  print(courseId === null ? 'Default-LRS credentials for an integrator (any course):' : `Default-LRS credentials for the course "${courseId}":`);
  print(`  username: ${credential.username}`);
  print(`  password: ${password}`);
  print('The password is shown this once; the service keeps only its SHA-256. Add this entry to XAPI_WRITERS');
  print('(entries separated by spaces) on every instance, and restart them:');
  print(`  ${writerEntry(credential)}`);
  if (courseId !== null) print(`Put them in the course package's settings.js as its default-LRS credentials (SPEC 7.8): xApi.lrs.credentials = ${JSON.stringify({ username: credential.username, password })}`);
  return 0;
}
