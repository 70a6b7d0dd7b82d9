// UTC, not the reader's zone: the page is also prerendered on the server, and both renders must
// print the same day.
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** SPEC §9: blog dates in en-AU long format, e.g. "12 November 2026". An unreadable date prints as ''. */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** A category slug as readers see it: "financial-advice" → "Financial Advice". */
export function categoryLabel(category: string): string {
  return category
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
