import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/tests/e2e/', '<rootDir>/node_modules/'],
};

// Two projects: route handlers and units run in node (Request exists there), components in jsdom.
const node = await createJestConfig({
  ...shared,
  displayName: 'node',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/api/**/*.test.ts'],
  setupFiles: ['<rootDir>/tests/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup-node.ts'],
})();

const dom = await createJestConfig({
  ...shared,
  displayName: 'dom',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/components/**/*.test.tsx'],
  setupFiles: ['<rootDir>/tests/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
})();

const config = {
  projects: [node, dom],
  reporters: ['default', '<rootDir>/tests/helpers/store-reporter.cjs'],
  globalSetup: '<rootDir>/tests/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/global-teardown.mjs',
};

export default config;
