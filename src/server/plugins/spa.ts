import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TErrorBody } from '../../shared/contract/endpoint';
import type { TEmbeddedPageConfig } from '../../shared/contract/platform';
import { serverMessages } from '../../shared/domain/messages';

/** The element the browser reads the embedded public config from (see web/features/site). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/**
 * Serves the built SPA: files as they are (with the build's brotli/gzip copies when the browser accepts them),
 * index.html for every client route. Unknown /_api paths stay a JSON 404 so that a typo in an API call never comes
 * back as a web page.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  loadPageConfig: () => Promise<TEmbeddedPageConfig>,
) {
  const root = path.resolve(webDistDir);
  const indexFile = path.join(root, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';
  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so those can be cached for good.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodedPath(request.url);
    if (pathname.startsWith('/_api/') || pathname === '/_api') {
      return reply.status(404).send({ error: serverMessages.notFound } satisfies TErrorBody);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: serverMessages.notFound } satisfies TErrorBody);
    }
    // A missing file (an old asset after a deploy, a typo) is a 404, not index.html served as JavaScript.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) return reply.status(404).type('text/plain').send('Not Found');
    if (!built) return reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    const html = embedPublicConfig(indexHtml, await loadPageConfig());
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/** The path as the router sees it (percent-decoded), so /%5Fapi/... is an API path too. */
function decodedPath(url: string) {
  const pathname = url.split('?')[0]!;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Puts the brand and home page copy into the page, so the first render needs no extra request. A JSON data block
 * is not executed, so the CSP's ban on inline scripts still holds.
 */
export function embedPublicConfig(html: string, config: TEmbeddedPageConfig) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const escapedBrand = config.brandName.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedBrand}</title>`)
    .replace('</head>', `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script></head>`);
}
