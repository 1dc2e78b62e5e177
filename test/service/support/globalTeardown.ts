import { POSTGRES_ENV } from './globalSetup';
import { stopTestPostgres } from './postgres';

export default async function globalTeardown(): Promise<void> {
  const state = process.env[POSTGRES_ENV];
  if (state) await stopTestPostgres(JSON.parse(state));
}
