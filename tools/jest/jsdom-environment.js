// jsdom lacks fetch and friends (and ships its own, incomplete, TextEncoder story):
// hand the test window Node's implementations so RTK Query's fetchBaseQuery runs unchanged.
import JSDOMEnvironment from 'jest-environment-jsdom';

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'MessageChannel',
  'MessagePort',
  'structuredClone',
  'setImmediate',
  'clearImmediate',
];

export default class HarmonyJsdomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // Node's Request resolves relative URLs ('/api/...') against undici's global origin, as a browser
    // does against the page: point it at the jsdom page's URL.
    globalThis[Symbol.for('undici.globalOrigin.1')] = new URL(this.dom.window.location.href);
  }
}
