import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TRecordedEmbeddingsRequest {
  authorization?: string;
  model: string;
  inputs: string[];
}

/**
 * A fake OpenAI-compatible /v1/embeddings server on 127.0.0.1: it records each request's texts and answers each text
 * with `vectorOf(text)`, in the real wire format (out of order on purpose: clients must sort by index). It can be
 * told to fail with 500, and held: requests then wait until it is released, as a slow model keeps a batch waiting.
 */
export async function startFakeEmbeddingsServer(vectorOf: (text: string) => number[]) {
  const requests: TRecordedEmbeddingsRequest[] = [];
  let failing = false;
  let held: Promise<void> | null = null;
  let release = () => {};
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      if (failing || request.url !== '/v1/embeddings' || request.method !== 'POST') {
        response.writeHead(failing ? 500 : 404).end('{"error":{"message":"nope"}}');
        return;
      }
      const { model, input } = JSON.parse(body) as { model: string; input: string[] };
      requests.push({ authorization: request.headers.authorization, model, inputs: input });
      if (held) await held;
      const data = input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', model, data: data.reverse() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    /** Every text the server was asked to embed, in the order the requests came. */
    sentTexts: () => requests.flatMap((recorded) => recorded.inputs),
    fail(on: boolean) {
      failing = on;
    },
    /** Requests wait from now until `release()`. */
    hold() {
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return () => release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
