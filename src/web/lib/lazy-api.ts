import type { TEndpoint, TEndpointInput, TEndpointOutput } from '../../shared/contract/endpoint';

/**
 * `api()` for calls the first paint makes or may make (the session check, the public config, the home page's
 * buttons): the endpoint's declaration, zod and superjson load with the call, not with the page, so a public page
 * paints before any of them has downloaded. The call itself is the same `api()`, with the same checks.
 */
export async function lazyApi<E extends TEndpoint>(
  loadEndpoint: () => Promise<E>,
  input?: TEndpointInput<E>,
): Promise<TEndpointOutput<E>> {
  const [{ api }, endpoint] = await Promise.all([import('./api'), loadEndpoint()]);
  return api(endpoint, input);
}
