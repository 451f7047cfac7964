import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, jsonSchema, Output, zodSchema } from 'ai';
import type { z } from 'zod';
import type { TGroundingPassage } from '../../modules/generation/grounding-passages';
import {
  ZFlashcardEnvelope,
  ZQuestionEnvelope,
  ZWrittenFlashcards,
  ZWrittenQuestions,
} from '../../modules/generation/written-items';
import { flashcardPrompt, questionPrompt } from './generation-prompt';

export interface TModelSettings {
  baseURL: string;
  apiKey: string;
  model: string;
}

/** Asks a model for items written from passages; what comes back is unchecked (see item-validation.ts). */
export interface TItemWriter {
  writeQuestions(passages: TGroundingPassage[], count: number, signal: AbortSignal): Promise<unknown[]>;
  writeFlashcards(passages: TGroundingPassage[], count: number, signal: AbortSignal): Promise<unknown[]>;
}

/**
 * The model tells the full item schema (sent as a JSON schema response format); the SDK checks only the envelope,
 * so one malformed item is dropped by the server's own check instead of failing the whole answer.
 */
function outputSchema<T extends z.ZodType>(told: z.ZodType, envelope: T) {
  return Output.object({
    schema: jsonSchema<z.infer<T>>(() => zodSchema(told).jsonSchema, {
      validate: (value) => {
        const parsed = envelope.safeParse(value);
        return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
      },
    }),
  });
}

/**
 * Any OpenAI-compatible server through the AI SDK (decision 013), asked for structured output. No retries: the bank
 * answers at once instead. The caller's signal carries the timeout.
 */
export function createModelItemWriter(settings: TModelSettings): TItemWriter {
  const provider = createOpenAICompatible({
    name: 'generator',
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
    // Sends the item schema as response_format json_schema (vLLM, Ollama, LM Studio and OpenAI accept it).
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(settings.model);
  const ask = async <T extends z.ZodType>(
    prompt: { system: string; prompt: string },
    told: z.ZodType,
    envelope: T,
    signal: AbortSignal,
  ) => {
    const result = await generateText({
      model,
      ...prompt,
      output: outputSchema(told, envelope),
      abortSignal: signal,
      maxRetries: 0,
      temperature: 0.3,
    });
    return result.output as z.infer<T>;
  };
  return {
    async writeQuestions(passages, count, signal) {
      return (await ask(questionPrompt(passages, count), ZWrittenQuestions, ZQuestionEnvelope, signal)).questions;
    },
    async writeFlashcards(passages, count, signal) {
      return (await ask(flashcardPrompt(passages, count), ZWrittenFlashcards, ZFlashcardEnvelope, signal)).flashcards;
    },
  };
}
