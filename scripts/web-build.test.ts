import { describe, expect, it } from 'vitest';
import { webBuildEnv } from './web-build';

describe('the web build started by npm start', () => {
  it.each(['development', 'test', 'production', undefined])(
    'is a production build when NODE_ENV is %s, keeping the rest of the environment',
    (nodeEnv) => {
      const env = webBuildEnv({ NODE_ENV: nodeEnv, PATH: '/usr/bin', VITE_STORAGE_SECRET: 'x' });
      expect(env).toEqual({ NODE_ENV: 'production', PATH: '/usr/bin', VITE_STORAGE_SECRET: 'x' });
    },
  );
});
