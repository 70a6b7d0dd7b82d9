/** What the pipeline needs to know of the site it writes for. */
export interface ContentSettings {
  /** The public address of an episode's page, for links in posts. */
  episodeUrl(episodeId: number): string;
}

/** The DI token of the ContentSettings in force. */
export const CONTENT_SETTINGS = Symbol('CONTENT_SETTINGS');
