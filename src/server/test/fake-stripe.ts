import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface TFakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => resolve(body));
  });

/**
 * A stand-in for the parts of the Stripe API the app calls, on 127.0.0.1, so stripe-node runs for real: its
 * form encoding, auth header, idempotency keys and response parsing are all exercised.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, TFakeSession>();
  const refundsByKey = new Map<string, { id: string; object: 'refund'; payment_intent: string; status: string }>();
  const requests: { method: string; path: string; form: URLSearchParams; headers: IncomingMessage['headers'] }[] = [];
  // Per path: answer only after a delay (a slow Stripe), or with an error status (an outage).
  const delays = new Map<string, number>();
  const failures = new Map<string, number>();
  let counter = 0;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = new URLSearchParams(await readBody(request));
    requests.push({ method: request.method ?? '', path: url.pathname, form, headers: request.headers });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== 'Bearer sk_test_fake') return send(401, { error: { message: 'bad key' } });
    const delay = delays.get(url.pathname);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = failures.get(url.pathname);
    if (failure) return send(failure, { error: { type: 'api_error', message: 'Stripe is having a bad day' } });

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_fake_${++counter}`;
      const session: TFakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        expires_at: Number(form.get('expires_at')),
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const sessionMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
    if (request.method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      return session ? send(200, session) : send(404, { error: { message: 'No such checkout.session' } });
    }
    const expireMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/);
    if (request.method === 'POST' && expireMatch) {
      const session = sessions.get(expireMatch[1]!);
      if (!session) return send(404, { error: { message: 'No such checkout.session' } });
      if (session.status !== 'open') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
          },
        });
      }
      session.status = 'expired';
      return send(200, session);
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = String(request.headers['idempotency-key'] ?? `no-key-${++counter}`);
      const existing = refundsByKey.get(key);
      if (existing) return send(200, existing);
      const refund = {
        id: `re_fake_${++counter}`,
        object: 'refund' as const,
        payment_intent: form.get('payment_intent') ?? '',
        status: 'succeeded',
      };
      refundsByKey.set(key, refund);
      return send(200, refund);
    }
    return send(404, { error: { message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    requests,
    refunds: () => [...refundsByKey.values()],
    /** Answers calls to this path only after ms milliseconds (0 clears it). */
    delay(path: string, ms: number) {
      delays.set(path, ms);
    },
    /** Answers calls to this path with this HTTP status (null clears it). */
    fail(path: string, status: number | null) {
      if (status === null) failures.delete(path);
      else failures.set(path, status);
    },
    /** What Stripe does when the buyer pays on its hosted page (even one we tried to expire a moment too late). */
    markPaid(id: string) {
      const session = sessions.get(id)!;
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_fake_${id}` });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
