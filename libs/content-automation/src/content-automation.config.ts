import { episodePath } from '@harmony/site-config';
import type { ContentSettings } from './application/index.js';
import { writingConfig, type WritingConfig } from './adapters/writing/index.js';

export interface ContentAutomationConfig {
  readonly settings: ContentSettings;
  readonly writing: WritingConfig;
  /** PUBLIC_URL: a post's media leave for the networks as absolute addresses on it (Instagram fetches them there). */
  readonly publicUrl?: string;
}

/** The content automation context's environment variables (README "Environment"), and the site's public address (the platform's PUBLIC_URL). */
export const contentAutomationConfig = {
  load(publicUrl: string, environment: NodeJS.ProcessEnv = process.env): ContentAutomationConfig {
    return {
      settings: { episodeUrl: (episodeId) => `${publicUrl}${episodePath(episodeId)}` },
      writing: writingConfig.load(environment),
      publicUrl,
    };
  },
};
