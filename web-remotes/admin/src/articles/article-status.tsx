import { StatusBadge, type BadgeTone } from '../common/index.js';
import type { ArticleStatus } from './articles-api.js';

const badges: Record<ArticleStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'slate' },
  scheduled: { label: 'Scheduled', tone: 'amber' },
  published: { label: 'Published', tone: 'green' },
};

/** Draft, Scheduled or Published, in the colour of its state. */
export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const { label, tone } = badges[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
