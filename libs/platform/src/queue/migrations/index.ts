import { CreateBackgroundJobs1796500000000 } from './1796500000000-create-background-jobs.js';

/** The in-process queue's table: the app runs them with the contexts' migrations (embedded mode keeps its jobs there). */
export const jobQueueMigrations = [CreateBackgroundJobs1796500000000];
