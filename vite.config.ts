import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Chunks, for a phone on a slow network (bench/README.md, Lighthouse). The server speaks HTTP/1.1, so a browser opens
// about six connections and every extra file on the critical path can cost a round trip:
// - app: everything the first paint needs (React, the router, the query cache, the layout), one file;
// - public-site: the home, pricing and FAQ pages with what they use, one file, preloaded beside the app so a visitor's
//   first page needs no second wave of requests;
// - validation: zod and superjson with the API client, loaded by the first API call (src/web/lib/lazy-api.ts), which
//   a public page never waits for.
const PUBLIC_SITE_CHUNK = 'public-site';
const publicPages = /src[\\/]web[\\/]routes[\\/](home|pricing|faq)\.tsx$/;
const validation =
  /node_modules[\\/](zod|superjson|copy-anything|is-what)[\\/]|src[\\/]web[\\/]lib[\\/]api\.ts$|src[\\/]shared[\\/]contract[\\/]endpoint\.ts$/;

/** Adds a modulepreload of the public-site chunk to index.html, which Vite does only for static imports. */
function preloadPublicSite(): Plugin {
  return {
    name: 'preload-public-site',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === PUBLIC_SITE_CHUNK,
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// The SPA lives in src/web; the Node server serves the build from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), preloadPublicSite()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The build is served to everyone; maps would publish the source with its comments. Debug with `npm run dev`.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 30 },
            { name: 'validation', test: validation, priority: 20 },
            { name: PUBLIC_SITE_CHUNK, test: publicPages, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/_api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
});
