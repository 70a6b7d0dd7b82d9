/** For tests of a rule: the error of class `type` that `attempt` throws (anything else, or nothing, fails the test). */
export function thrownBy<E extends Error>(type: abstract new (...args: never[]) => E, attempt: () => unknown): E {
  try {
    attempt();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected ${type.name} to be thrown`);
}
