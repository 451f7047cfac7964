import type { IncomingMessage } from 'node:http';
import { startFakeChatServer } from '../../test/fake-chat-server';

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
export function startFakeOpenAiServer() {
  return startFakeChatServer<TFakeRequest['body'], TFakeBehaviour>(
    { kind: 'answer', pieces: ['Hello'] },
    async (current, _recorded, _request, response) => {
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
    },
  );
}
