import type { Configuration, RspackPluginInstance, RuleSetRule } from '@rspack/core';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface WebConfigOptions {
  /** The project folder (import.meta.dirname of its rspack.config.js). */
  dir: string;
  /** The federation container name: 'shell', 'site' or 'admin'. */
  name: string;
  mode: 'production' | 'development';
  publicPath: string;
  port: number;
  entry: Configuration['entry'];
  /** ModuleFederationPlugin options on top of the shared defaults (name, shared, shareStrategy, dts). */
  federation: Partial<FederationOptions>;
  plugins?: RspackPluginInstance[];
  devServer?: Record<string, unknown>;
}

export declare function modeOf(env: Record<string, unknown>, argv: { mode?: string }): 'production' | 'development';
export declare function webConfig(options: WebConfigOptions): Configuration;
export declare function remoteWebConfig(options: { dir: string; name: string; devPort: number; env?: Record<string, unknown>; argv?: { mode?: string } }): Configuration;
/** Resolution of the TypeScript sources (extensions, `.js` suffixes pointing at `.ts`/`.tsx`); each build adds its conditionNames. */
export declare const sourceResolve: NonNullable<Configuration['resolve']>;
/** The swc rule compiling the workspace's TypeScript, TSX and JSX to ES2022. */
export declare function scriptRule(options: { production: boolean }): RuleSetRule;
