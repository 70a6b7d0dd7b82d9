/** An OpenAI-compatible service: where it answers, which model, and the key it wants (if any). */
export interface OpenAiCompatibleService {
  /** The API root, `/v1` included ("http://127.0.0.1:8000/v1"), without a trailing slash. */
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey: string | null;
  readonly timeoutMs: number;
}

/** What a person calls the service in a message: "The writing service answered 500: …". */
export type ServiceName = 'writing service' | 'transcription service';

const MESSAGE_DETAIL_CHARACTERS = 300;

/** The error's own message when the body is OpenAI's `{error: {message}}`, else the body's start. */
function detailOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, MESSAGE_DETAIL_CHARACTERS);
  } catch {
    // Not JSON: the text itself says what went wrong.
  }
  return body.replace(/\s+/g, ' ').trim().slice(0, MESSAGE_DETAIL_CHARACTERS) || 'no details given';
}

/**
 * POSTs to `{baseUrl}{path}` with the service's key and time limit and answers the parsed JSON body.
 * A refusal (non-2xx), a time-out, an unreachable host or a body that is not JSON is an Error whose
 * message a person understands (it becomes the job's failure reason). `signal` (the job's) stops the call,
 * the answer's body included: the connection is closed and the promise rejects with the signal's reason.
 */
export async function postToService(service: OpenAiCompatibleService, name: ServiceName, path: string, body: string | FormData, signal?: AbortSignal): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  if (service.apiKey) headers.authorization = `Bearer ${service.apiKey}`;
  const timeout = AbortSignal.timeout(service.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${service.baseUrl}${path}`, { method: 'POST', headers, body, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (signal?.aborted) throw stoppedBy(signal, name);
    if (error instanceof Error && error.name === 'TimeoutError') throw new Error(`The ${name} did not answer within ${Math.round(service.timeoutMs / 1000)} s.`, { cause: error });
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new Error(`The ${name} at ${service.baseUrl} could not be reached: ${reason}.`, { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw stoppedBy(signal, name);
    throw new Error(`The ${name} stopped answering: ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
  }
  if (!response.ok) throw new Error(`The ${name} answered ${response.status}: ${detailOf(text)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`The ${name} answered something that is not JSON: ${detailOf(text)}`, { cause: error });
  }
}

/** The call was stopped by its caller (a shutdown): no failure of the service's. */
function stoppedBy(signal: AbortSignal, name: ServiceName): Error {
  const reason: unknown = signal.reason;
  return new Error(`The call to the ${name} was stopped: ${reason instanceof Error ? reason.message : String(reason)}.`, { cause: reason });
}

/** A plain object's own field, or undefined (a JSON answer is never trusted to have the right shape). */
export const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined);
