import type { ReactNode } from 'react';
import { LoadError, Skeleton } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';

/** One tab's read of the episode's content, as RTK Query answers it. */
interface ContentRead<T> {
  readonly data?: readonly T[];
  readonly error?: unknown;
  readonly isLoading: boolean;
}

/**
 * What a content tab shows while its list loads, when it fails, and when the episode has none yet;
 * `children` gets the list otherwise. `episodeNumber` is the one the owner knows it by, `what` names the content ("blog posts"), `placeholder` sizes the skeleton.
 */
export function EpisodeContentStates<T>({ read, episodeNumber, what, emptyText, placeholder, children }: { read: ContentRead<T>; episodeNumber: number; what: string; emptyText: string; placeholder: string; children: (items: readonly T[]) => ReactNode }) {
  if (read.isLoading) {
    return (
      <div>
        <p role="status" className="sr-only">
          Loading {what}…
        </p>
        <Skeleton className={placeholder} />
      </div>
    );
  }
  if (read.error || !read.data) {
    return (
      <LoadError>
        Failed to load the {what}. {apiErrorMessage(read.error)}
      </LoadError>
    );
  }
  if (!read.data.length) return <p className="text-slate-700 dark:text-slate-200">{`No ${what} for Episode ${episodeNumber} yet: ${emptyText}`}</p>;
  return children(read.data);
}
