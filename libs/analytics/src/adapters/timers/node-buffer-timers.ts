import { Injectable } from '@nestjs/common';
import { BufferTimers, type CancelTimer } from '../../application/index.js';

/** The buffers' timers on Node's clock, unref'd: a pending write never holds the process open (module destroy writes it). */
@Injectable()
export class NodeBufferTimers extends BufferTimers {
  after(ms: number, task: () => void): CancelTimer {
    const timer = setTimeout(task, ms).unref();
    return () => clearTimeout(timer);
  }

  every(ms: number, task: () => void): CancelTimer {
    const timer = setInterval(task, ms).unref();
    return () => clearInterval(timer);
  }
}
