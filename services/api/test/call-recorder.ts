/**
 * Records the calls of one method of a live object (a provider taken from the app), still calling it.
 * `restore()` gives the object its class's method back.
 */
export function recordCalls<T extends object, K extends keyof T & string>(target: T, method: K) {
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`${method} is not a method`);
  const calls: unknown[][] = [];
  Object.defineProperty(target, method, {
    configurable: true,
    writable: true,
    value: (...args: unknown[]) => {
      calls.push(args);
      return original.apply(target, args);
    },
  });
  return { calls, restore: () => Reflect.deleteProperty(target, method) };
}
