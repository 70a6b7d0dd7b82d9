import type { ComponentType } from 'react';

export type RemoteName = 'site' | 'admin';

export declare const remoteNames: { readonly site: 'site'; readonly admin: 'admin' };
export declare const routesExpose: './routes';
export declare function routesRequest(remote: RemoteName): `${RemoteName}/routes`;

/** Site configuration handed to the web at run time (ARCHITECTURE §9). */
export type { SiteConfig } from '@harmony/site-config';
import type { SiteConfig } from '@harmony/site-config';

/** What the shell passes to a remote's route module. */
export interface RemoteRoutesProps {
  site: SiteConfig;
}

/** The shape of `<remote>/routes`: a component rendering that remote's `<Routes>`. */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
}
