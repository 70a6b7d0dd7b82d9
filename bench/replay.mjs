// Starts replay-server.mjs (the benches' "raw" side) in its own process, so it does not share an event
// loop with the load generator. `responses`: [{ path, status, headers, body }]; it answers each path
// with exactly that, whatever the method.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export async function startReplay(responses) {
  const child = fork(path.join(import.meta.dirname, 'replay-server.mjs'), [], {
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the replay server exited with code ${code}`);
  });
  child.send({ responses });
  const [{ port }] = await Promise.race([once(child, 'message'), exited]);
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.disconnect();
      await once(child, 'exit');
    },
  };
}
