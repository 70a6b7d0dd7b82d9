import { z } from 'zod';
import { configSlice } from '@harmony/platform';
import { episodePath } from '@harmony/site-config';
import type { ContentSettings } from './application/index.js';
import { writingConfig, type WritingConfig } from './adapters/writing/index.js';

export interface ContentAutomationConfig {
  readonly settings: ContentSettings;
  readonly writing: WritingConfig;
}

const siteUrl = z
  .string()
  .url('expected the site’s public address, such as https://harmony.example')
  .refine((value) => ['http:', 'https:'].includes(new URL(value).protocol), 'expected an address starting with http:// or https://');

/** The content automation context's environment variables (README "Environment"). */
export const contentAutomationConfig = {
  load(environment: NodeJS.ProcessEnv = process.env): ContentAutomationConfig {
    const site = configSlice({ SITE_URL: siteUrl.default('http://localhost:3000') }, (env) => new URL(env.SITE_URL)).load(environment);
    return {
      settings: { episodeUrl: (episodeId) => new URL(episodePath(episodeId), site).toString() },
      writing: writingConfig.load(environment),
    };
  },
};
