import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '../../shared/domain/messages';
import type { TConfig } from '../config';
import { forbidden } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browser features the app never uses; denying them means an injected script or a framed page cannot ask for them
 * either. Only names Chromium knows: an unknown one is logged as a console error on every page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

function contentSecurityPolicy(config: TConfig) {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and sonner set inline styles at run time; scripts stay strictly same-origin.
    "style-src 'self' 'unsafe-inline'",
    // Pictures come from our origin only (issue 25, L22): an image from another site tells that site who is looking.
    // data: for the asset previews, blob: for a picture shown before it is uploaded.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(config.secureCookies ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join(';');
}

/**
 * Every answer's security headers, computed once at start: the values helmet used to rebuild on each request
 * (a CPU profile showed it), plus a Permissions-Policy.
 */
export function securityHeaders(config: TConfig): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(config),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(config.secureCookies ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  });
}

/**
 * Whether a request reached an API route. Decided on the route the router matched, not on the raw URL: the router
 * decodes the path, so /%5Fapi/... reaches the same handlers as /_api/... while failing a startsWith('/_api/').
 */
export const isApiRequest = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/_api/') === true;

export async function registerSecurity(app: FastifyInstance, config: TConfig) {
  const headers = securityHeaders(config);

  // Plain-text bodies are how cross-site forms smuggle JSON; only real JSON is accepted.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (!isApiRequest(request)) return;
    // API answers may carry personal data: never let a shared cache keep them.
    reply.header('cache-control', 'no-store');
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw forbidden(serverMessages.crossSite);
    const origin = request.headers.origin;
    if (origin && !isOwnOrigin(origin, request, config)) throw forbidden(serverMessages.crossSite);
  });
}

/** The page's origin must be ours, scheme included: http://host is not https://host. */
function isOwnOrigin(origin: string, request: FastifyRequest, config: TConfig) {
  if (origin === config.publicOrigin) return true;
  const host = request.headers.host;
  return host !== undefined && origin.toLowerCase() === `${request.protocol}://${host}`.toLowerCase();
}
