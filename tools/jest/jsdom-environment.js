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
  'MessagePort',
  'structuredClone',
  'setImmediate',
  'clearImmediate',
];

/**
 * Node's MessageChannel, except that its ports never keep the process alive, as in a browser.
 * react-dom/server opens one when it is imported; a Node port listening for messages would hold
 * Jest open after the last test ("Jest did not exit one second after the test run").
 */
class UnrefMessageChannel extends MessageChannel {
  constructor() {
    super();
    for (const port of [this.port1, this.port2]) {
      let handler = null;
      Object.defineProperty(port, 'onmessage', {
        get: () => handler,
        set: (listener) => {
          if (handler) port.removeEventListener('message', handler);
          handler = listener;
          if (listener) port.addEventListener('message', listener);
          port.start();
          port.unref();
        },
      });
    }
  }
}

export default class HarmonyJsdomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    this.global.MessageChannel = UnrefMessageChannel;
    // Node's Request resolves relative URLs ('/api/...') against undici's global origin, as a browser
    // does against the page: point it at the jsdom page's URL.
    globalThis[Symbol.for('undici.globalOrigin.1')] = new URL(this.dom.window.location.href);
  }
}
