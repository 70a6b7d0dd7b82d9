import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@harmony/web-api';
import { isFinished, useGetContentJobQuery, type ContentJob } from './content-api.js';

/** How often the job is asked for when its event stream is not available. */
export const jobPollMs = 1000;

/**
 * A content job as it changes: from its event stream (GET /api/content/jobs/{id}/events), or, where
 * the browser has no EventSource or the stream breaks before the job finished, by asking every second.
 * Mount it once per job (a `key`): its state is that job's.
 */
export function useContentJob(queued: ContentJob): { job: ContentJob; followError?: string } {
  const [streamed, setStreamed] = useState<ContentJob>();
  const [polling, setPolling] = useState(() => typeof EventSource !== 'function');
  const [pollingDone, setPollingDone] = useState(false);
  const jobId = queued.id;

  useEffect(() => {
    if (polling) return;
    const events = new EventSource(`/api/content/jobs/${encodeURIComponent(jobId)}/events`);
    let finished = false;
    events.onmessage = (event: MessageEvent<string>) => {
      const job = JSON.parse(event.data) as ContentJob;
      setStreamed(job);
      if (!isFinished(job)) return;
      finished = true;
      events.close();
    };
    events.onerror = () => {
      events.close();
      if (!finished) setPolling(true);
    };
    return () => events.close();
  }, [jobId, polling]);

  const { data: polled, error } = useGetContentJobQuery(jobId, { skip: !polling || isFinished(streamed), pollingInterval: pollingDone ? 0 : jobPollMs });
  useEffect(() => {
    if (isFinished(polled)) setPollingDone(true);
  }, [polled]);

  const job = (polling ? (polled ?? streamed) : streamed) ?? queued;
  return { job, followError: error && !isFinished(job) ? apiErrorMessage(error) : undefined };
}
