import { createHmac, timingSafeEqual } from 'node:crypto';
import { NetworkTestServer } from './network-test-server.js';

/**
 * A webhook receiver (an n8n or Zapier hook) on loopback: it checks X-Harmony-Signature over the raw body
 * with the secret (401 when wrong), drops a delivery id it has seen (answering as before), and answers
 * `{ id }` for each post it takes.
 */
export async function startWebhookNetworkServer(secret: string, path = '/hooks/harmony'): Promise<NetworkTestServer> {
  const taken = new Map<string, string>();
  let next = 1;
  return NetworkTestServer.start({
    [`POST ${path}`]: (request) => {
      const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(request.raw).digest('hex')}`);
      const given = Buffer.from(String(request.headers['x-harmony-signature'] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 401, body: { message: 'Signature mismatch' } };
      const delivery = String(request.headers['x-harmony-delivery'] ?? '');
      const id = taken.get(delivery) ?? `delivery-${next++}`;
      taken.set(delivery, id);
      return { status: 200, body: { id } };
    },
  });
}
