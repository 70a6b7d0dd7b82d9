export { remoteNames, routesExpose, routesRequest } from './remotes.js';
export type { RemoteName, SiteConfig, RemoteRoutesProps, RemoteRoutesModule } from './remotes.js';

export interface SharedSingleton {
  singleton: true;
  version: string;
  requiredVersion: string;
  strictVersion: boolean;
}

export declare const singletonModules: readonly string[];
export declare function packageOf(request: string): string;
export declare function installedVersion(name: string): string;
export declare const shared: Readonly<Record<string, SharedSingleton>>;
