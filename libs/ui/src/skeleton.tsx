export interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block; hidden from assistive technology (the caller announces loading). */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

/** A card-sized placeholder shown while a list of cards loads. */
export function SkeletonCard() {
  return (
    <div data-testid="skeleton-card" aria-hidden="true" className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
