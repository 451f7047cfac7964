import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeBehaviour =
  | { kind: 'answer'; pieces: string[] }
  | { kind: 'status'; status: number }
  | { kind: 'cut'; pieces: string[] }
  | { kind: 'slow'; delayMs: number; pieces: string[] };

export interface TFakeRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
}

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { role: 'assistant', content }, finish_reason: finish }],
  })}\n\n`;

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 that streams what a test tells it to, in the real wire
 * format (server-sent `data:` chunks ending with `[DONE]`), so the AI SDK's real client is exercised.
 */
export async function startFakeOpenAiServer() {
  let behaviour: TFakeBehaviour = { kind: 'answer', pieces: ['Hello'] };
  const requests: TFakeRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (data) => {
      raw += data;
    });
    request.on('end', async () => {
      const current = behaviour;
      requests.push({ headers: request.headers, body: JSON.parse(raw) });
      if (current.kind === 'status') {
        response.writeHead(current.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (current.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      if (response.destroyed) return;
      for (const piece of current.pieces) response.write(chunk(piece));
      if (current.kind === 'cut') {
        // Mid-answer, the connection drops: no finish chunk, no [DONE].
        setTimeout(() => response.socket?.destroy(), 20);
        return;
      }
      response.write(chunk(null, 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: TFakeBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
