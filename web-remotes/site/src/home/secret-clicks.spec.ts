import { nextSecretClick, secretClicksRequired, secretClicksResetMs } from './secret-clicks.js';

describe(nextSecretClick.name, () => {
  it('holds the SPEC constants: 5 clicks, reset 3 s after a click', () => {
    expect(secretClicksRequired).toBe(5);
    expect(secretClicksResetMs).toBe(3000);
  });

  it('counts up to four clicks, then unlocks on the fifth and starts again', () => {
    let count = 0;
    for (let click = 1; click <= 4; click++) {
      const next = nextSecretClick(count);
      expect(next).toEqual({ count: click, unlocked: false });
      count = next.count;
    }
    expect(nextSecretClick(count)).toEqual({ count: 0, unlocked: true });
  });
});
