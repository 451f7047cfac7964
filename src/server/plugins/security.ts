import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '../../shared/domain/messages';
import type { TConfig } from '../config';
import { forbidden } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: FastifyInstance, config: TConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline styles at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000 } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Plain-text bodies are how cross-site forms smuggle JSON; only real JSON is accepted.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/_api/')) return;
    // API answers may carry personal data: never let a shared cache keep them.
    reply.header('cache-control', 'no-store');
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw forbidden(serverMessages.crossSite);
    const origin = request.headers.origin;
    if (origin && !isOwnOrigin(origin, request.headers.host, config)) throw forbidden(serverMessages.crossSite);
  });
}

function isOwnOrigin(origin: string, host: string | undefined, config: TConfig) {
  if (origin === config.publicOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
