import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

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

/**
 * The web app's test files that replace a module with `vi.mock`. The web tests share their
 * modules within a worker (a fresh jsdom and module graph per file is two thirds of their time),
 * but a replaced module only reaches the modules imported after it: these files get a worker
 * of their own, so their mocks neither miss nor leak into another file.
 */
const WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
function webFilesMockingModules(): string[] {
  const root = 'apps/web';
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')));
}
const mocking = webFilesMockingModules();

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
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: WEB_TESTS,
          exclude: [...configDefaults.exclude, ...mocking],
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web-mocking', root: 'apps/web', include: mocking },
      },
    ],
  },
});
