import type { z } from 'zod';

/**
 * Who may call an endpoint. The server enforces it before the input is even parsed.
 * - public: anyone; user: any signed-in account;
 * - learner: a student whose purchase grants access, or an admin; admin: admins only.
 */
export type TAccess = 'public' | 'user' | 'learner' | 'admin';

/**
 * superjson keeps dates and similar values; login and registration use plain JSON (spec 7). 'file' answers a
 * download whose type the handler sets; 'raw' hands the handler the untouched request body (webhook signatures are
 * computed over the exact bytes). 'multipart' takes a multipart/form-data upload: text fields arrive as strings and
 * each file field as a TUploadedFile (contract/uploaded-file.ts); the answer is superjson. 'stream' takes a JSON (or
 * superjson) body and answers a stream of `data: {json}` lines separated by blank lines (the chat, spec 7); its
 * response schema describes one event. Errors found before the first event answer like any other call.
 */
export type TEncoding = 'superjson' | 'json' | 'file' | 'raw' | 'multipart' | 'stream';

export interface TEndpoint<
  TInput extends z.ZodType = z.ZodType,
  TOutput extends z.ZodType = z.ZodType,
  TMethod extends 'GET' | 'POST' = 'GET' | 'POST',
  TAccessLevel extends TAccess = TAccess,
> {
  method: TMethod;
  path: `/_api/${string}`;
  access: TAccessLevel;
  /** The query string for GET, the body for POST. */
  input: TInput;
  response: TOutput;
  encoding: TEncoding;
  /** What the browser shows when the server gives no error text (spec 8). */
  fallbackError: string;
}

export const endpoint = <
  TInput extends z.ZodType,
  TOutput extends z.ZodType,
  TMethod extends 'GET' | 'POST',
  TAccessLevel extends TAccess,
>(
  definition: TEndpoint<TInput, TOutput, TMethod, TAccessLevel>,
) => definition;

/** Whether an endpoint's successful answer is a superjson envelope (uploads answer like every superjson call). */
export const answersInSuperjson = (endpoint: Pick<TEndpoint, 'encoding'>) =>
  endpoint.encoding === 'superjson' || endpoint.encoding === 'multipart';

export type TEndpointInput<E extends TEndpoint> = z.input<E['input']>;
export type TEndpointOutput<E extends TEndpoint> = z.output<E['response']>;

/** Every failed call answers with this body; validation failures add the field issues. */
export interface TErrorBody {
  error: string;
  issues?: { path: string; message: string }[];
}
