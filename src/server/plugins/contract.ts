import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import type { z } from 'zod';
import { answersInSuperjson, type TAccess, type TEndpoint } from '../../shared/contract/endpoint';
import { learnerAccess } from '../../shared/domain/access';
import { accessTexts, serverMessages } from '../../shared/domain/messages';
import type { TUserRow } from '../db/schema';
import { badRequest, forbidden, HttpError, unauthorized } from '../http-error';
import { containsNul, decodeSuperjson, looksLikeSuperjson } from './decode-input';
import { validationErrorBody } from './errors';
import { isMultipart, readMultipartInput } from './multipart-input';

type TUserFor<A extends TAccess> = A extends 'public' ? TUserRow | null : TUserRow;

export interface THandlerContext<E extends TEndpoint> {
  input: z.output<E['input']>;
  user: TUserFor<E['access']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request's one reading of the app's clock: everything a handler dates or compares uses it. */
  now: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract declaration a route was registered from; the access test reads it. */
    endpoint?: TEndpoint;
  }
}

/** Enforces an endpoint's access policy; runs before the input is even looked at. */
export function assertAccess(access: TAccess, user: TUserRow | null): void {
  if (access === 'public') return;
  if (!user) throw unauthorized(serverMessages.notAuthenticated);
  if (access === 'admin' && user.role !== 'admin') throw forbidden(accessTexts.wrongRole(user.role));
  if (access === 'learner') {
    const verdict = learnerAccess(user);
    if (verdict === 'expired') throw forbidden(accessTexts.accessExpired);
    if (verdict === 'purchase-required') throw forbidden(serverMessages.purchaseRequired);
  }
}

async function rawInput(endpoint: TEndpoint, request: FastifyRequest): Promise<unknown> {
  if (endpoint.method === 'GET') return request.query ?? {};
  if (endpoint.encoding === 'multipart') return readMultipartInput(request);
  // The multipart parser is registered app-wide; an endpoint that does not take uploads refuses such a body.
  if (isMultipart(request)) throw new HttpError(415, serverMessages.jsonRequired);
  if (endpoint.encoding === 'raw') return request.body;
  const body = request.body ?? {};
  // superjson endpoints also accept a plain JSON body, so scripts and curl can call them without the envelope.
  const takesSuperjson = endpoint.encoding === 'superjson' || endpoint.encoding === 'stream';
  if (takesSuperjson && looksLikeSuperjson(body)) return decodeSuperjson(body);
  return body;
}

/** The input as the declaration's schema sees it; raw bodies (webhook signatures) are handed over untouched. */
async function decodedInput(endpoint: TEndpoint, request: FastifyRequest): Promise<unknown> {
  const input = await rawInput(endpoint, request);
  if (endpoint.encoding !== 'raw' && containsNul(input)) throw badRequest(serverMessages.nulCharacter);
  return input;
}

/**
 * Registers one contract declaration: access first, then the input as the declaration parses it (a 400 with the
 * field issues when it does not), then `answer` with the handler's context.
 */
function registerEndpoint<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  answer: (context: THandlerContext<E>) => Promise<unknown>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    handler: async (request, reply) => {
      assertAccess(endpoint.access, request.user);
      const parsed = endpoint.input.safeParse(await decodedInput(endpoint, request));
      if (!parsed.success) return reply.status(400).send(validationErrorBody(parsed.error));
      const input = parsed.data as z.output<E['input']>;
      const user = request.user as TUserFor<E['access']>;
      return answer({ input, user, request, reply, now: request.now });
    },
  });
}

/** Registers a handler for one contract declaration: access, input parsing and response shaping live here only. */
export function route<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: THandlerContext<E>) => Promise<z.input<E['response']>>,
) {
  registerEndpoint(app, endpoint, async (context) => {
    const { request, reply } = context;
    const result = await handler(context);
    if (reply.sent) return reply;
    const output = endpoint.response.safeParse(result);
    if (!output.success) {
      request.log.error({ issues: output.error.issues, path: endpoint.path }, 'response does not match contract');
      throw new HttpError(500, serverMessages.internal);
    }
    // A download: the handler has set its content type and file name.
    if (endpoint.encoding === 'file') {
      const data = output.data as Uint8Array | string;
      return reply.send(typeof data === 'string' ? data : Buffer.from(data));
    }
    return answersInSuperjson(endpoint) ? superjson.serialize(output.data) : output.data;
  });
}

/** One event as the stream's wire format writes it (spec 7): a `data:` line and a blank line. */
export const streamLine = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * Registers a streaming endpoint (encoding 'stream'). The handler checks everything that can fail plainly (access and
 * input here, then its own 4xx) before it returns the events; once the first one is written the status is 200, so a
 * later failure becomes an `error` event and the stream ends. A client that goes away ends the iteration (its
 * `finally` blocks run), which is how "stop" reaches the server.
 */
export function streamRoute<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: THandlerContext<E>) => Promise<AsyncIterable<z.input<E['response']>>>,
) {
  registerEndpoint(app, endpoint, async (context) => {
    const { request, reply } = context;
    const events = await handler(context);
    async function* lines() {
      try {
        for await (const event of events) {
          const checked = endpoint.response.safeParse(event);
          if (!checked.success) {
            request.log.error({ issues: checked.error.issues, path: endpoint.path }, 'event does not match contract');
            throw new Error('event does not match contract');
          }
          yield streamLine(checked.data);
        }
      } catch (error) {
        request.log.error({ err: error, path: endpoint.path }, 'stream failed');
        yield streamLine({ error: endpoint.fallbackError });
      }
    }
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      // Streams carry personal answers: never stored by any cache (as every API answer), never rewritten in transit.
      .header('cache-control', 'no-store, no-transform')
      // Proxies (nginx) would otherwise hold the pieces back until the answer is complete.
      .header('x-accel-buffering', 'no');
    return reply.send(Readable.from(lines()));
  });
}
