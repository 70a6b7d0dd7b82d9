import { remoteWebConfig } from '@harmony/mf-config/rspack';
import { remoteNames } from '@harmony/mf-config';

/** The back office, a federation remote the shell loads only on /admin routes. */
export default (env, argv) => remoteWebConfig({ dir: import.meta.dirname, name: remoteNames.admin, devPort: 3003, env, argv });
