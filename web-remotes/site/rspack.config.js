import { remoteWebConfig } from '@harmony/mf-config/rspack';
import { remoteNames } from '@harmony/mf-config';

/** The public pages, a federation remote loaded by the shell from its mf-manifest.json. */
export default (env, argv) => remoteWebConfig({ dir: import.meta.dirname, name: remoteNames.site, devPort: 3002, env, argv });
