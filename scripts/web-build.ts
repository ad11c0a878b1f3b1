import { spawnSync } from 'node:child_process';

/**
 * The environment the web build runs in: always a production build, whatever NODE_ENV this
 * process has. Under NODE_ENV=development Vite bundles React's development build, and the
 * build in apps/web/dist is kept for every later start.
 */
export function webBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

/** Builds apps/web; answers the build's exit status. */
export function buildWebApp(env: NodeJS.ProcessEnv = process.env): number {
  const build = spawnSync('npm', ['run', 'build', '-w', '@pamoja/web'], {
    stdio: 'inherit',
    env: webBuildEnv(env),
  });
  return build.status ?? 1;
}
