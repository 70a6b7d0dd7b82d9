export interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block; hidden from assistive technology (the caller announces loading). */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

export interface SkeletonCardProps {
  /** Lets tests count one list's placeholders apart from another's. */
  testId?: string;
  className?: string;
  /** The block standing in for the card's image. */
  mediaClassName?: string;
  bodyClassName?: string;
  /** One block per entry, top to bottom, standing in for the card's text. */
  lineClassNames?: readonly string[];
}

const defaultLineClassNames = ['h-4 w-16', 'h-5 w-3/4', 'h-4 w-full'];

/** A card-sized placeholder shown while a list of cards loads; a card's own skeleton passes its shape. */
export function SkeletonCard({
  testId = 'skeleton-card',
  className = 'overflow-hidden rounded-lg border border-slate-200 bg-white',
  mediaClassName = 'aspect-video rounded-none',
  bodyClassName = 'space-y-3 p-4',
  lineClassNames = defaultLineClassNames,
}: SkeletonCardProps) {
  return (
    <div data-testid={testId} aria-hidden="true" className={className}>
      <Skeleton className={mediaClassName} />
      <div className={bodyClassName}>
        {/* A fixed list, never reordered: the position is a stable key. */}
        {lineClassNames.map((lineClassName, index) => (
          <Skeleton key={index} className={lineClassName} />
        ))}
      </div>
    </div>
  );
}
