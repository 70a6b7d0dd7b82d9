import type { DynamicModule, Type } from '@nestjs/common';
import { EpisodeModule, episodeConfig } from '@harmony/episode';
import { ContentAutomationModule, contentAutomationConfig } from '@harmony/content-automation';

export interface ContentAutomationComposition {
  /** The process's one episode module: import it, and hand it to whatever else reads episodes. */
  readonly episodes: DynamicModule;
  /** Content automation over that episode module: its job handlers, its routes where the process serves HTTP. */
  readonly contentAutomation: DynamicModule;
}

/**
 * Content automation as the API and the worker both compose it: one episode module (the pipeline reads and
 * updates episodes through it), the episode context's audio policy for uploads, and the context's config
 * slices read from `environment`. Every process that consumes jobs imports it (it registers their handlers),
 * so it is built here once.
 */
export interface ContentAutomationSources {
  readonly publicUrl: string;
  readonly environment?: NodeJS.ProcessEnv;
  /** The process's one NewsletterJobsModule (audience): the pipeline drafts a "new episode" newsletter through it. */
  readonly newsletters: DynamicModule | Type;
  /** The process's module exporting the social context's AccountPublishing: posts of connected platforms go out through it. */
  readonly social: DynamicModule | Type;
}

export function contentAutomationFor({ publicUrl, environment, newsletters, social }: ContentAutomationSources): ContentAutomationComposition {
  const episodeSettings = episodeConfig.load(environment);
  const episodes = EpisodeModule.forRoot(episodeSettings);
  const contentAutomation = ContentAutomationModule.forRoot({ episodes, audioPolicy: episodeSettings.uploads.audio, config: contentAutomationConfig.load(publicUrl, environment), newsletters, social });
  return { episodes, contentAutomation };
}
