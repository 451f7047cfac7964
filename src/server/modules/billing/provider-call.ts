import { HttpError } from '../../http-error';

/**
 * Runs a call to the payment provider; if the provider fails (network, outage, a refusal), the caller gets a 502
 * with a plain message instead of a 500, and whatever transaction surrounds the call rolls back.
 */
export async function callProvider<T>(call: () => Promise<T>, message: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, message);
  }
}
