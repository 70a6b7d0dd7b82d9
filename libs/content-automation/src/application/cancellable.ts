/**
 * A render or a call to a service stops (rejecting) when its signal fires: the job's, aborted by a shutdown;
 * nothing half-made is kept. A transcription of an hour's audio or a long writing answer can take minutes.
 */
export interface Cancellable {
  readonly signal?: AbortSignal;
}
