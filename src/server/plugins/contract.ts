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
  if (endpoint.encoding === 'superjson' && looksLikeSuperjson(body)) return decodeSuperjson(body);
  return body;
}

/** The input as the declaration's schema sees it; raw bodies (webhook signatures) are handed over untouched. */
async function decodedInput(endpoint: TEndpoint, request: FastifyRequest): Promise<unknown> {
  const input = await rawInput(endpoint, request);
  if (endpoint.encoding !== 'raw' && containsNul(input)) throw badRequest(serverMessages.nulCharacter);
  return input;
}

/** Registers a handler for one contract declaration: access, input parsing and response shaping live here only. */
export function route<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: THandlerContext<E>) => Promise<z.input<E['response']>>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    handler: async (request, reply) => {
      assertAccess(endpoint.access, request.user);
      const parsed = endpoint.input.safeParse(await decodedInput(endpoint, request));
      if (!parsed.success) return reply.status(400).send(validationErrorBody(parsed.error));
      const result = await handler({
        input: parsed.data as z.output<E['input']>,
        user: request.user as TUserFor<E['access']>,
        request,
        reply,
      });
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
    },
  });
}
