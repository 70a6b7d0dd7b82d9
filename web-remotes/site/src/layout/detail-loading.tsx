import { Skeleton } from '@harmony/ui';

export interface DetailLoadingProps {
  /** Read once by screen readers; the blocks themselves are hidden from them. */
  announcement: string;
  /** One block per entry, top to bottom, roughly where the page's header and body will stand. */
  blockClassNames: readonly string[];
}

/** What a detail page (one article, one episode) shows while its record loads. */
export function DetailLoading({ announcement, blockClassNames }: DetailLoadingProps) {
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* A fixed list, never reordered: the position is a stable key. */}
      {blockClassNames.map((blockClassName, index) => (
        <Skeleton key={index} className={blockClassName} />
      ))}
    </div>
  );
}
