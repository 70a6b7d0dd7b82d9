import https from 'node:https';

/**
 * Where SNS's signing certificates and subscription links may be fetched from. Production uses
 * AMAZON_SNS_ENDPOINTS and nothing else can be configured: no variable widens it. Tests hand another one to
 * the app in code (AppModuleOptions.snsEndpoints), naming their local HTTPS server and its self-signed CA.
 */
export interface SnsEndpoints {
  /** Whether a URL's host (with its port, if it names one) is SNS's own. */
  readonly isSnsHost: (host: string) => boolean;
  /** Certificate authorities trusted for those fetches, PEM; default: Node's. */
  readonly ca?: string;
}

/** `sns.{region}.amazonaws.com` and `.com.cn`, on the default port: AWS's own validators' rule. */
export const AMAZON_SNS_ENDPOINTS: SnsEndpoints = { isSnsHost: (host) => /^sns\.[a-z0-9-]{3,}\.amazonaws\.com(\.cn)?$/i.test(host) };

/** A URL given by a message that is not https on an SNS host. */
export class ForeignSnsUrl extends Error {}

/** The URL when it is https on an SNS host; throws ForeignSnsUrl otherwise. */
export function snsUrl(value: unknown, endpoints: SnsEndpoints): URL {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new ForeignSnsUrl(`"${String(value)}" is not a URL`);
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || !endpoints.isSnsHost(url.host)) {
    throw new ForeignSnsUrl(`${url.origin} is not an Amazon SNS address`);
  }
  return url;
}

const FETCH_TIMEOUT_MS = 5_000;
/** A certificate is about 2 KB; a subscription confirmation's answer under 1 KB. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * GETs an SNS URL (already checked by snsUrl) over https and returns its body: 200 only, within 5 s and
 * 64 KB. Never redirected: a redirect could leave SNS's hosts.
 */
export function fetchFromSns(url: URL, endpoints: SnsEndpoints): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca: endpoints.ca, timeout: FETCH_TIMEOUT_MS }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url.origin} answered ${response.statusCode}`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          request.destroy(new Error(`${url.origin} answered more than ${MAX_BODY_BYTES} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url.origin} did not answer within ${FETCH_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
  });
}
