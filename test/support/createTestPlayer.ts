import { HttpClient, PlayerSession, PluginRegistry, type AnyContentBlock, type AnyQuestionType } from '@core';
import { registerPlugins } from '../../app/plugins';
import { BASE_URL, fixtureFetch, SHOWCASE } from './fixtureFetch';
import { MemoryStorage } from './memoryStorage';

export interface TestPlayerOptions {
  dir?: string;
  storage?: MemoryStorage;
  query?: string;
  overrides?: Parameters<typeof fixtureFetch>[1];
  questionTypes?: AnyQuestionType[];
  blocks?: AnyContentBlock[];
}

/** A started player session on a package folder, with in-memory storage and the real plugins. */
export async function createTestPlayer(options: TestPlayerOptions = {}) {
  const { fetch } = fixtureFetch(options.dir ?? SHOWCASE, options.overrides);
  const storage = options.storage ?? new MemoryStorage();
  const warnings: string[] = [];
  const registry = registerPlugins(new PluginRegistry(), { questionTypes: options.questionTypes, blocks: options.blocks });
  const session = new PlayerSession({
    baseUrl: BASE_URL,
    query: new URLSearchParams(options.query ?? ''),
    http: new HttpClient({ fetch, sleep: async () => undefined, maxRetries: 1 }),
    registry,
    createStorage: () => storage,
    warn: (m) => warnings.push(m),
  });
  await session.start();
  return { session, storage, warnings };
}
