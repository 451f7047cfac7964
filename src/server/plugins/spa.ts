import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TErrorBody } from '../../shared/contract/endpoint';
import { serverMessages } from '../../shared/domain/messages';

/**
 * Serves the built SPA: files as they are, index.html for every client route. Unknown /_api paths stay a JSON 404
 * so that a typo in an API call never comes back as a web page.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const root = path.resolve(webDistDir);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so those can be cached for good.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/_api/') || request.url === '/_api') {
      return reply.status(404).send({ error: serverMessages.notFound } satisfies TErrorBody);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: serverMessages.notFound } satisfies TErrorBody);
    }
    // A missing file (an old asset after a deploy, a typo) is a 404, not index.html served as JavaScript.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) return reply.status(404).type('text/plain').send('Not Found');
    if (!built) return reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
