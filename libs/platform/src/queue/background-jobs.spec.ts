import { enqueueJob, jobNamesOf, type JobKind } from './background-jobs.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { SystemJobsModule, systemJobs } from './system/system-jobs.module.js';

describe(enqueueJob.name, () => {
  let queue: InProcessJobQueue;

  beforeEach(() => {
    // Not consuming: the jobs stay 'waiting', which is all this test looks at.
    queue = new InProcessJobQueue({ registry: new JobHandlerRegistry() });
  });

  afterEach(() => queue.close());

  it("enqueues a kind's job under the id its rule derives from the payload, so a second one is the same job", async () => {
    const oncePerMessage: JobKind<'system.ping'> = { name: 'system.ping', jobId: ({ message }) => `ping-${message}` };
    const first = await enqueueJob(queue, oncePerMessage, { message: 'hello' });
    const second = await enqueueJob(queue, oncePerMessage, { message: 'hello' });
    const other = await enqueueJob(queue, oncePerMessage, { message: 'bye' });
    expect(first.id).toBe('ping-hello');
    expect(second.id).toBe(first.id);
    expect(other.id).toBe('ping-bye');
  });

  it('enqueues a kind without a rule as a new job each time', async () => {
    const first = await enqueueJob(queue, { name: 'system.ping' }, { message: 'hello' });
    const second = await enqueueJob(queue, { name: 'system.ping' }, { message: 'hello' });
    expect(second.id).not.toBe(first.id);
  });
});

describe(jobNamesOf.name, () => {
  it("lists the job names of every context's background work", () => {
    expect(jobNamesOf([systemJobs, { module: SystemJobsModule, kinds: [{ name: 'system.ping' }] }])).toEqual(['system.ping', 'system.ping']);
    expect(jobNamesOf([])).toEqual([]);
  });
});
