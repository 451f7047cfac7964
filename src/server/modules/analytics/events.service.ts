import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDatabase } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { isApiRequest } from '../../plugins/security';

/** Crawlers, link previews and headless browsers (our own tests, Lighthouse) are not visitors. */
const NOT_A_VISITOR = /bot|crawl|spider|slurp|preview|headless|lighthouse|curl|wget|python|go-http/i;

/**
 * One visitor per day without a cookie: the hash of the day, the address and the browser. The day in it means
 * the same person counts again tomorrow and the hash cannot follow anyone across days.
 */
export const visitorHash = (day: string, address: string, userAgent: string) =>
  createHash('sha256').update(`${day}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);

function isPageLoad(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'GET' || reply.statusCode !== 200 || isApiRequest(request)) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

/**
 * Page loads of the web app (the SPA document, once per visit: later navigation stays in the browser) and requests a
 * rate limit refused. Recorded after the answer is sent, so no visitor waits for it; a failed write is logged only.
 */
export function registerAnalyticsHooks(app: FastifyInstance, db: TDatabase) {
  app.addHook('onResponse', async (request, reply) => {
    try {
      if (reply.statusCode === 429 && isApiRequest(request)) {
        await db.insert(analyticsEvents).values({
          kind: 'rate_limited',
          userId: request.user?.id ?? null,
          address: request.ip,
          detail: `${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`,
          createdAt: request.now,
        });
      } else if (isPageLoad(request, reply)) {
        const userAgent = String(request.headers['user-agent'] ?? '');
        if (!userAgent || NOT_A_VISITOR.test(userAgent)) return;
        const day = request.now.toISOString().slice(0, 10);
        const visitor = visitorHash(day, request.ip, userAgent);
        await db.insert(analyticsEvents).values({ kind: 'visit', visitor, createdAt: request.now });
      }
    } catch (error) {
      request.log.warn({ err: error }, 'analytics event not recorded');
    }
  });
}
