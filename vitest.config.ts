import { defineConfig } from 'vitest/config';

const serverProject = (name: string, root: string) => ({
  test: {
    name,
    root,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node' as const,
    globalSetup: ['../../packages/server-kit/src/testing/postgres-global-setup.ts'],
    // Files of a worker share one database (see sharedTestDatabase), so modules are not isolated.
    isolate: false,
    pool: 'forks' as const,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

// CI asks for a JSON report as well, so it can print one closing count for every runner.
const reportFile = process.env.VITEST_REPORT_FILE;

export default defineConfig({
  test: {
    maxWorkers: 2,
    reporters: reportFile ? ['default', ['json', { outputFile: reportFile }]] : ['default'],
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'tooling',
          root: '.',
          include: ['eslint/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      serverProject('server-kit', 'packages/server-kit'),
      serverProject('api', 'services/api'),
      serverProject('lms', 'services/lms'),
      'apps/web/vite.config.ts',
    ],
  },
});
