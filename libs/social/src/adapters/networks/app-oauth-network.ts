import { NetworkRefused } from '../../domain/index.js';
import { OAuthNetwork, type OAuthApp } from '../../application/index.js';
import type { NetworkHttpOptions } from './network-http.js';

/** An OAuth network run with the owner's app registration (OAuthApp), or unconfigured (null: the screen explains). */
export abstract class AppOAuthNetwork extends OAuthNetwork {
  /** How its messages name it ("X", "LinkedIn", "Facebook"). */
  protected abstract readonly name: string;
  /** The variables that configure it, as a sentence ends: "X_CLIENT_ID and X_CLIENT_SECRET". */
  protected abstract readonly appVariables: string;

  constructor(
    private readonly app: OAuthApp | null,
    protected readonly options: NetworkHttpOptions = {},
  ) {
    super();
  }

  isConfigured(): boolean {
    return this.app !== null;
  }

  protected configured(): OAuthApp {
    if (!this.app) throw new NetworkRefused(`${this.name} is not configured: set ${this.appVariables}.`);
    return this.app;
  }
}
