import { jobNamesOf, systemJobs, type BackgroundJobs, type JobName } from '@harmony/platform';
import { contentAutomationJobs } from '@harmony/content-automation';
import { mailJobs } from '@harmony/mail';
import { audienceJobs } from '@harmony/audience';

/**
 * Every context's background work, in one list: what the worker consumes, and what the API consumes
 * itself in embedded mode (no Redis, no worker). A context that adds jobs declares them beside its
 * module (its BackgroundJobs: the handlers' module and the job kinds) and adds that here, once.
 */
export const backgroundJobs: readonly BackgroundJobs[] = [systemJobs, contentAutomationJobs, mailJobs, audienceJobs];

/** The job names a consuming process must have a handler for: start-up fails, naming the kind, if one is missing. */
export const consumedJobNames: readonly JobName[] = jobNamesOf(backgroundJobs);

/** The modules that register the handlers, for a consuming process to import. */
export const backgroundJobModules = backgroundJobs.flatMap((context) => (context.module ? [context.module] : []));

export { contentAutomationFor, type ContentAutomationComposition } from './content-automation-for.js';
