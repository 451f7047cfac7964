import type { TErrorBody } from '../../../shared/contract/endpoint';
import { chat, type TChatRequest, type TTutorEvent, ZTutorEvent } from '../../../shared/contract/tutor';
import { ApiError } from '../../lib/api';

/** Reads `data: {json}` blocks as they arrive; a block cut between two reads waits for the rest. */
export function createEventParser(onEvent: (event: TTutorEvent) => void) {
  let buffer = '';
  return (text: string) => {
    buffer += text;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const line = block.trim();
      if (!line.startsWith('data:')) continue;
      try {
        const parsed = ZTutorEvent.safeParse(JSON.parse(line.slice('data:'.length).trim()));
        if (parsed.success) onEvent(parsed.data);
        else console.warn('Ignoring an unexpected chat event', line);
      } catch {
        // Spec 7: unparsable chunks are logged and ignored.
        console.warn('Ignoring an unparsable chat chunk', line);
      }
    }
  };
}

/**
 * Sends one chat message and hands each streamed event over as it arrives. A refused request (4xx/5xx, no network)
 * throws an ApiError with the server's text or the spec's fallback; an aborted one ends quietly.
 */
export async function streamChat(input: TChatRequest, onEvent: (event: TTutorEvent) => void, signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(chat.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'include',
      signal,
    });
  } catch {
    if (signal.aborted) return;
    throw new ApiError(chat.fallbackError, 0);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as Partial<TErrorBody> | undefined;
    throw new ApiError(body?.error || chat.fallbackError, response.status, body?.issues);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createEventParser(onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parse(value);
    }
    parse('\n\n');
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  }
}
