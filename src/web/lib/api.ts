import superjson from 'superjson';
import {
  answersInSuperjson,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointOutput,
  type TErrorBody,
} from '../../shared/contract/endpoint';

/** A failed call: the server's error text (or the endpoint's fallback), with the status and field issues. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: TErrorBody['issues'] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function buildRequest(endpoint: TEndpoint, input: unknown): { url: string; init: RequestInit } {
  if (endpoint.method === 'GET') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      if (value === undefined || value === null || value === '') continue;
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const query = params.toString();
    return { url: query ? `${endpoint.path}?${query}` : endpoint.path, init: { method: 'GET' } };
  }
  const payload = endpoint.encoding === 'superjson' ? superjson.serialize(input ?? {}) : (input ?? {});
  return {
    url: endpoint.path,
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The one way the browser calls the server, typed by the endpoint's contract declaration. */
export async function api<E extends TEndpoint>(endpoint: E, input?: TEndpointInput<E>): Promise<TEndpointOutput<E>> {
  const { url, init } = buildRequest(endpoint, input);
  return send(endpoint, url, init);
}

/** The form of a multipart endpoint as the browser fills it: text fields and files (contract/uploaded-file.ts). */
export type TUploadForm = Record<string, string | Blob>;

/** Calls an upload endpoint (encoding 'multipart') with a form; the browser sets the multipart boundary. */
export async function apiUpload<E extends TEndpoint>(endpoint: E, form: TUploadForm): Promise<TEndpointOutput<E>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form)) body.append(name, value);
  return send(endpoint, endpoint.path, { method: 'POST', body });
}

async function send<E extends TEndpoint>(endpoint: E, url: string, init: RequestInit): Promise<TEndpointOutput<E>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'include' });
  } catch {
    throw new ApiError(endpoint.fallbackError, 0);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = body as Partial<TErrorBody> | undefined;
    throw new ApiError(error?.error || endpoint.fallbackError, response.status, error?.issues);
  }
  const decoded = answersInSuperjson(endpoint) ? superjson.deserialize(body as never) : body;
  const parsed = endpoint.response.safeParse(decoded);
  if (!parsed.success) throw new ApiError(endpoint.fallbackError, response.status);
  return parsed.data as TEndpointOutput<E>;
}
