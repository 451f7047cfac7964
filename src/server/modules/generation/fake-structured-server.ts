import type { IncomingMessage } from 'node:http';
import { startFakeChatServer } from '../../test/fake-chat-server';

/** What the model "writes": the message content, as a string (possibly not JSON) or built from the request. */
type TContent = string | ((request: TFakeStructuredRequest) => string);

export type TFakeStructuredBehaviour =
  | { kind: 'answer'; content: TContent }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number; content: TContent };

export interface TFakeStructuredRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown> } };
  };
}

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 answering non-streamed requests (what the AI SDK's
 * structured output sends) in the real wire format, so the SDK's real client and its JSON handling are exercised.
 * The tutor's streaming fake (modules/tutor/fake-openai-server.ts) is its sibling.
 */
export function startFakeStructuredServer() {
  return startFakeChatServer<TFakeStructuredRequest['body'], TFakeStructuredBehaviour>(
    { kind: 'answer', content: '{}' },
    async (current, recorded, request, response) => {
      if (current.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      if (response.destroyed || request.destroyed) return;
      const content = typeof current.content === 'function' ? current.content(recorded) : current.content;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 1,
          model: recorded.body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    },
  );
}

/** The numbered sources as the prompt carried them: number to text, so a test can cite the one that says something. */
export function promptSources(request: TFakeStructuredRequest): Map<number, string> {
  const text = request.body.messages.map((message) => message.content).join('\n');
  const sources = new Map<number, string>();
  for (const match of text.matchAll(/<source n="(\d+)"[^>]*>\n([\s\S]*?)\n<\/source>/g)) {
    sources.set(Number(match[1]), match[2]!);
  }
  return sources;
}
