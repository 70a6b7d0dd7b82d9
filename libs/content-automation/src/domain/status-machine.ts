import { InvalidStatusTransition } from './content-automation.errors.js';
import { oneOf } from './enumeration.js';

/** One legal move of a status machine: what the item is, what it may become. */
export interface StatusMove<S extends string> {
  readonly from: S;
  readonly to: S;
}

const orList = (items: readonly string[]): string => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? ''));

export interface StatusMachineDefinition<S extends string, M extends StatusMove<S>> {
  /** What the statuses belong to, as a person says it: "social post". */
  readonly subject: string;
  readonly statuses: readonly S[];
  /** Each status as a person says it: pending_approval is "pending approval". */
  readonly words: Readonly<Record<S, string>>;
  /** Every legal move; any pair not listed (staying put included) is refused. */
  readonly moves: readonly M[];
  /** The InvalidInput code for a status outside `statuses`. */
  readonly invalidCode: string;
}

/** The statuses of one kind of item and the moves between them. */
export interface StatusMachine<S extends string, M extends StatusMove<S>> {
  readonly subject: string;
  readonly statuses: readonly S[];
  readonly moves: readonly M[];
  /** The InvalidInput code of this item's rules. */
  readonly invalidCode: string;
  /** The status as a person says it. */
  inWords(status: S): string;
  /** A status from a request (`?status=`, a body): one of the machine's, or an InvalidInput (400) on `field`. */
  parse(value: unknown, field?: string): S;
  /** The moves that leave `from`, in the order the machine lists them. */
  movesFrom(from: S): readonly M[];
  canMove(from: S, to: S): boolean;
  /** The move from → to, or an InvalidStatusTransition (409) naming both states and where `from` may go. */
  move(from: S, to: S): M;
}

export function statusMachine<S extends string, M extends StatusMove<S>>(definition: StatusMachineDefinition<S, M>): StatusMachine<S, M> {
  const { subject, statuses, words, moves, invalidCode } = definition;
  const quoted = (status: S): string => `"${words[status]}"`;
  const movesFrom = (from: S): readonly M[] => moves.filter((move) => move.from === from);
  const refusal = (from: S, to: S): string => {
    const start = `A ${subject} cannot move from ${quoted(from)} to ${quoted(to)}`;
    if (from === to) return `${start}: it is already ${quoted(from)}.`;
    const next = movesFrom(from).map((move) => quoted(move.to));
    return next.length ? `${start}: from ${quoted(from)} it can only become ${orList(next)}.` : `${start}: once ${words[from]}, a ${subject} stays ${words[from]}.`;
  };
  return {
    subject,
    statuses,
    moves,
    invalidCode,
    inWords: (status) => words[status],
    parse: (value, field = 'status') => oneOf(statuses, value, { code: invalidCode, field, what: `${subject} status` }),
    movesFrom,
    canMove: (from, to) => moves.some((move) => move.from === from && move.to === to),
    move: (from, to) => {
      const move = moves.find((candidate) => candidate.from === from && candidate.to === to);
      if (!move) throw new InvalidStatusTransition(subject, from, to, refusal(from, to));
      return move;
    },
  };
}
