// Browser-safe half of the federation contract: which remotes exist and what each exposes.
// The shell imports this at run time; the Rspack configs import it through ./index.js.

/** @type {{ readonly site: 'site', readonly admin: 'admin' }} */
export const remoteNames = Object.freeze({ site: 'site', admin: 'admin' });

/** Every remote exposes one route module under this key (a remote exposes routes, not widgets). */
export const routesExpose = './routes';

/**
 * The request the host passes to `loadRemote` for a remote's route module.
 * @param {import('./remotes.js').RemoteName} remote
 * @returns {`${import('./remotes.js').RemoteName}/routes`}
 */
export function routesRequest(remote) {
  return `${remote}/routes`;
}
