// The production build is served to anyone: it must not publish source maps, which would hand out the app's source
// with its comments (security review, informational item on public source maps).
import { expect, it } from 'vitest';
import viteConfig from '../vite.config.ts';

it('builds the web app without source maps', () => {
  expect(viteConfig.build?.sourcemap).toBe(false);
});
