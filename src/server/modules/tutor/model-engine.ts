import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import type { TTutorEngine } from './engine-types';
import { modelPrompt } from './model-prompt';

export interface TModelSettings {
  baseURL: string;
  apiKey: string;
  model: string;
}

export interface TModelTimeouts {
  /** No first word by then: the offline answer is given instead. */
  firstTokenMs: number;
  /** A whole answer takes no longer. */
  totalMs: number;
}

export const defaultModelTimeouts: TModelTimeouts = { firstTokenMs: 8000, totalMs: 60_000 };

class ModelTimeout extends Error {}

/**
 * The model engine (issue 14): any OpenAI-compatible server through the AI SDK, streamed. It throws on an error, a
 * timeout or an empty answer; the chat service then falls back to the offline answer. No retries: a retry would only
 * make the learner wait longer for the same fallback.
 */
export function createModelEngine(
  settings: TModelSettings,
  timeouts: TModelTimeouts = defaultModelTimeouts,
): TTutorEngine {
  const provider = createOpenAICompatible({ name: 'tutor', baseURL: settings.baseURL, apiKey: settings.apiKey });
  const model = provider.chatModel(settings.model);
  return {
    name: 'model',
    async *answer(request) {
      const controller = new AbortController();
      const stop = () => controller.abort(request.signal.reason);
      request.signal.addEventListener('abort', stop, { once: true });
      const firstToken = setTimeout(() => controller.abort(new ModelTimeout('no first token')), timeouts.firstTokenMs);
      const total = setTimeout(() => controller.abort(new ModelTimeout('answer too slow')), timeouts.totalMs);
      try {
        const { system, messages } = modelPrompt(request);
        const result = streamText({
          model,
          system,
          messages,
          abortSignal: controller.signal,
          maxRetries: 0,
          temperature: 0.2,
          // Errors arrive as 'error' parts below and become the offline fallback, logged by the chat service.
          onError: () => undefined,
        });
        let written = 0;
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text.length > 0) {
            clearTimeout(firstToken);
            written += part.text.length;
            yield part.text;
          } else if (part.type === 'error') {
            throw part.error instanceof Error ? part.error : new Error(String(part.error));
          } else if (part.type === 'abort') {
            throw controller.signal.reason instanceof Error
              ? controller.signal.reason
              : new Error('model call aborted');
          }
        }
        if (written === 0) throw new Error('the model answered nothing');
      } finally {
        clearTimeout(firstToken);
        clearTimeout(total);
        request.signal.removeEventListener('abort', stop);
      }
    },
  };
}
