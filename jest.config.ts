/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
  moduleNameMapper: {
    '^@core$': '<rootDir>/core/index.ts',
    '\\.css$': '<rootDir>/test/support/styleStub.js',
    '^\\./flagAssets$': '<rootDir>/test/support/flagAssetsStub.ts',
    // The certificate's font files: webpack's URLs in the build, the installed packages' files in Jest.
    '^\\./fileUrls$': '<rootDir>/test/support/certificateFontFiles.ts',
  },
  transformIgnorePatterns: ['/node_modules/'],
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/test/support/setupUnit.ts'],
      // test/unit/learningLocker.test.ts starts the test LRS, installed apart in test/lrs/.
      globalSetup: '<rootDir>/test/support/learningLockerInstall.ts',
      testMatch: ['<rootDir>/{core,plugins,adapters,app}/**/*.test.{ts,tsx}', '<rootDir>/test/unit/**/*.test.{ts,tsx}', '<rootDir>/test/conformance/**/*.test.{ts,tsx}', '<rootDir>/test/plugins/**/*.test.{ts,tsx}'],
    },
    {
      // The command-line scripts (scripts/package/*.ts, scripts/*.mjs) in Node, without a player build or a browser.
      ...shared,
      displayName: 'scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/scripts/**/*.test.ts'],
      globalSetup: '<rootDir>/test/scripts/support/globalSetup.ts',
    },
    {
      // The learner service (server/) over HTTP, against PGlite and a real PostgreSQL that globalSetup
      // starts (Debian's postgresql package; installed when missing and running as root).
      ...shared,
      displayName: 'service',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/service/**/*.test.ts'],
      globalSetup: '<rootDir>/test/service/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/service/support/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/service/support/setupService.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/test/browser/support/globalSetup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/browser/support/setupBrowser.ts'],
    },
  ],
};

export default config;
