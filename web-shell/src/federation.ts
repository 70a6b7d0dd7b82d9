import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { routesRequest, type RemoteName, type RemoteRoutesModule } from '@harmony/mf-config/remotes';
import type { HarmonyConfig } from './config.js';

/** Tells the federation runtime where each remote's manifest is; nothing is downloaded yet. */
export function registerRemotesFrom(config: HarmonyConfig): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

/** Downloads a remote (manifest, entry, chunks) and returns its route module. */
export async function loadRoutesModule(remote: RemoteName): Promise<RemoteRoutesModule> {
  const module = await loadRemote<RemoteRoutesModule>(routesRequest(remote));
  if (!module || typeof module.default !== 'function') throw new Error(`The "${remote}" remote has no routes module.`);
  return module;
}
