import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TRecordedChatRequest<TBody> {
  headers: IncomingMessage['headers'];
  body: TBody;
}

/** Every fake can be told to fail with a status, in OpenAI's error format. */
type TStatusBehaviour = { kind: 'status'; status: number };

/**
 * The shared body of the fake OpenAI-compatible chat completions servers on 127.0.0.1 (the tutor's streaming one,
 * generation's structured one): it records each request, answers a `status` behaviour with OpenAI's error body, and
 * leaves every other behaviour to `respond`, which writes the real wire format of its kind of call.
 */
export async function startFakeChatServer<TBody, TBehaviour extends { kind: string }>(
  initial: TBehaviour,
  respond: (
    current: Exclude<TBehaviour, TStatusBehaviour>,
    recorded: TRecordedChatRequest<TBody>,
    request: IncomingMessage,
    response: ServerResponse,
  ) => Promise<void> | void,
) {
  let behaviour: TBehaviour | TStatusBehaviour = initial;
  const requests: TRecordedChatRequest<TBody>[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (data) => {
      raw += data;
    });
    request.on('end', async () => {
      const current = behaviour;
      const recorded: TRecordedChatRequest<TBody> = { headers: request.headers, body: JSON.parse(raw) };
      requests.push(recorded);
      if (current.kind === 'status') {
        response.writeHead((current as TStatusBehaviour).status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      await respond(current as Exclude<TBehaviour, TStatusBehaviour>, recorded, request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: TBehaviour | TStatusBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
