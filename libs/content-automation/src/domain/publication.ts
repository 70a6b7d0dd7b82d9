import { InvalidInput } from '@harmony/platform/domain';
import type { StatusMachine, StatusMove } from './status-machine.js';

/** The fields a status move of a schedulable item (a blog post, a social post) changes beside its status. */
export interface Publication<S extends string> {
  readonly status: S;
  /** When a `scheduled` item is to be published; kept once it is, as a record of the plan. */
  readonly scheduledFor: Date | null;
  readonly publishedAt: Date | null;
}

export interface MoveOptions {
  /** The moment of the move: a publication is stamped with it, a schedule must lie after it. Default: the present. */
  readonly now?: Date;
  /** When an item moved to `scheduled` is to be published: required then, and later than `now`. */
  readonly scheduledFor?: Date | null;
}

const isDate = (value: Date | null | undefined): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/**
 * The item in status `to`, as a request gives it: an unknown status is an InvalidInput (400) on
 * `status`, a move its machine does not allow an InvalidStatusTransition (409). `scheduled` takes the
 * time given (an InvalidInput on `scheduledFor` when there is none, or it is not after `now`),
 * `published` is stamped `now`, and leaving `scheduled` for anything but `published` drops the plan.
 */
export function movePublication<S extends string, T extends Publication<S>>(machine: StatusMachine<S, StatusMove<S>>, item: T, to: string, { now = new Date(), scheduledFor }: MoveOptions = {}): T {
  const target = machine.parse(to);
  machine.move(item.status, target);
  if (target === 'scheduled') {
    const problem = !isDate(scheduledFor) ? 'Choose the date and time to publish at.' : scheduledFor.getTime() <= now.getTime() ? 'The time to publish at must be in the future.' : null;
    if (problem) throw new InvalidInput(machine.invalidCode, [{ field: 'scheduledFor', message: problem }]);
    return { ...item, status: target, scheduledFor };
  }
  if (target === 'published') return { ...item, status: target, publishedAt: now };
  return { ...item, status: target, scheduledFor: item.status === 'scheduled' ? null : item.scheduledFor };
}
