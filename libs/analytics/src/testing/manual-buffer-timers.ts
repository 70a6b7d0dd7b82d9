import type { BufferTimers, CancelTimer } from '../application/index.js';

interface Scheduled {
  readonly due: number;
  readonly task: () => void;
  /** Set for a repeating task: it is scheduled again this long after it ran. */
  readonly every?: number;
}

/** Lets a macrotask pass, so the in-memory writes a task started have settled before the test looks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock the test turns by hand: tasks run, in time order, only within `advance`, each once its writes have settled. */
export class ManualBufferTimers implements BufferTimers {
  private now = 0;
  private scheduled: Scheduled[] = [];

  after(ms: number, task: () => void): CancelTimer {
    return this.schedule({ due: this.now + ms, task });
  }

  every(ms: number, task: () => void): CancelTimer {
    return this.schedule({ due: this.now + ms, task, every: ms });
  }

  /** Moves the clock `ms` on, running every task that falls due meanwhile (and those they schedule in that time). */
  async advance(ms: number): Promise<void> {
    const until = this.now + ms;
    await settle();
    for (let next = this.nextDue(until); next; next = this.nextDue(until)) {
      this.scheduled = this.scheduled.filter((entry) => entry !== next);
      this.now = next.due;
      if (next.every) this.scheduled.push({ ...next, due: next.due + next.every });
      next.task();
      await settle();
    }
    this.now = until;
  }

  private nextDue(until: number): Scheduled | undefined {
    return this.scheduled.filter((entry) => entry.due <= until).sort((a, b) => a.due - b.due)[0];
  }

  private schedule(entry: Scheduled): CancelTimer {
    this.scheduled.push(entry);
    return () => {
      this.scheduled = this.scheduled.filter((kept) => kept.task !== entry.task);
    };
  }
}
