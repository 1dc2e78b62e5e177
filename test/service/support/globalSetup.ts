/**
 * Starts the PostgreSQL server every service test file uses (a database of its own each). Fails,
 * never skips, when PostgreSQL cannot be had: the message says how to install it. Its address
 * reaches the test files through the environment, which Jest's workers inherit.
 */
import { POSTGRES_INSTALL_HELP, startTestPostgres } from './postgres';

export const POSTGRES_ENV = 'OCP_SERVICE_TEST_POSTGRES';

export default async function globalSetup(): Promise<void> {
  try {
    const instance = await startTestPostgres({ log: (line) => process.stderr.write(`${line}\n`) });
    process.env[POSTGRES_ENV] = JSON.stringify(instance);
  } catch (e) {
    throw new Error(`The service tests run against a real PostgreSQL and could not start one: ${(e as Error).message}\n${POSTGRES_INSTALL_HELP}`);
  }
}
