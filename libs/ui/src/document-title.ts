import { useEffect } from 'react';

/**
 * Sets the browser tab's title to `title` while the screen is shown (the server already wrote the same
 * text into `<title>`: after hydration this changes nothing; after a client-side navigation it is the new
 * page's). It writes the one `<title>` the page has, so there is never a second. `undefined` leaves the
 * title as it is: a screen whose subject is still loading names it once it is there.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
