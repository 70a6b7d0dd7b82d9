/** A call a recording fake of the pipeline's ports was handed: what it was asked, and the signal it got. Several fakes share one list, so a test reads their order. */
export interface PortCall {
  readonly what: string;
  readonly signal: AbortSignal | undefined;
}
