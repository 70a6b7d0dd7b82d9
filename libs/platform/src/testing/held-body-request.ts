import http, { type ClientRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldBodyAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The answer's JSON (problem+json for a refusal). */
  readonly body: { readonly code?: string; readonly detail?: string; readonly [field: string]: unknown };
}

/**
 * Sends a request's headers at once and leaves its body to the test, to write in part or never: an
 * answer that arrives all the same did not wait for the body (an upload refused by its Content-Length,
 * or at its limit while the rest is still to come). Listens on a loopback port if the server does not.
 */
export async function requestHoldingBody(server: Server, method: string, target: string, headers: Record<string, string | number>): Promise<{ call: ClientRequest; answered: Promise<HeldBodyAnswer> }> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const call = http.request({ host: '127.0.0.1', port, path: target, method, headers });
  const answered = new Promise<HeldBodyAnswer>((resolve, reject) => {
    call.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    call.once('error', reject);
  });
  call.flushHeaders();
  return { call, answered };
}
