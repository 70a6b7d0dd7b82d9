import { FileText, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { episodePath } from '@harmony/site-config';
import { Button, focusRing, LoadError, toast } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { ConfirmDialog, formatDayAndTime, Pagination, StatusBadge, useListState, type BadgeTone } from '../common/index.js';
import { generatedContentPath } from '../episode-picker/index.js';
import { useDeleteEpisodeMutation, useGetAdminEpisodesQuery, useUpdateEpisodeMutation, type AdminEpisode, type EpisodeStatus } from './episodes-api.js';


const statusBadges: Record<EpisodeStatus, { label: string; tone: BadgeTone }> = {
  published: { label: 'Published', tone: 'green' },
  scheduled: { label: 'Scheduled', tone: 'amber' },
  'missing-audio': { label: 'Needs audio', tone: 'red' },
  'missing-cover': { label: 'Needs cover', tone: 'red' },
};

const linkButton = `inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ${focusRing}`;

function EpisodeActions({ episode }: { episode: AdminEpisode }) {
  const [update, { isLoading: updating }] = useUpdateEpisodeMutation();
  const [remove, { isLoading: removing }] = useDeleteEpisodeMutation();

  const toggleFeatured = async () => {
    try {
      await update({ id: episode.id, changes: { featured: !episode.featured } }).unwrap();
      toast({ title: episode.featured ? 'Episode unfeatured' : 'Episode featured', description: `Episode ${episode.number}: ${episode.title}` });
    } catch (error) {
      toast({ title: 'Could not update the episode', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };
  const deleteEpisode = async () => {
    try {
      await remove(episode.id).unwrap();
      toast({ title: 'Episode deleted', description: `Episode ${episode.number}: ${episode.title}` });
    } catch (error) {
      toast({ title: 'Could not delete the episode', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`${episode.id}`} className={`${linkButton} border border-slate-400 hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800`} aria-label={`Edit episode ${episode.number}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
      {/* Issue 23: what the content pipeline made of this episode, on the content screen. */}
      <Link to={generatedContentPath(episode.number)} className={`${linkButton} border border-slate-400 hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800`} aria-label={`Generated content of episode ${episode.number}`}>
        <FileText aria-hidden="true" className="size-4" />
        Generated content
      </Link>
      <Button variant="secondary" disabled={updating} onClick={() => void toggleFeatured()} aria-label={`${episode.featured ? 'Unfeature' : 'Feature'} episode ${episode.number}`}>
        <Star aria-hidden="true" className={`size-4 ${episode.featured ? 'fill-current' : ''}`} />
        {episode.featured ? 'Unfeature' : 'Feature'}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={removing} aria-label={`Delete episode ${episode.number}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        }
        title={`Delete episode ${episode.number}?`}
        description={`“${episode.title}” will be removed from the website and the podcast feed. This cannot be undone.`}
        confirmLabel="Delete episode"
        onConfirm={() => void deleteEpisode()}
      />
    </div>
  );
}

/** /admin/episodes: every episode, scheduled and audio-less ones too, with its actions. */
export function EpisodeList() {
  const list = useListState();
  const { data, error, isLoading, isFetching } = useGetAdminEpisodesQuery({ offset: list.offset, limit: list.limit });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to="new" className={`${linkButton} bg-emerald-800 text-white hover:bg-emerald-900`}>
          <Plus aria-hidden="true" className="size-4" />
          New episode
        </Link>
      </div>
      {isLoading ? (
        <p role="status" className="text-slate-700 dark:text-slate-200">
          Loading episodes…
        </p>
      ) : error ? (
        <LoadError>Failed to load episodes. {apiErrorMessage(error)}</LoadError>
      ) : data && data.items.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-200">No episodes yet. Create the first one.</p>
      ) : data ? (
        <>
          <ul aria-label="Episodes" aria-busy={isFetching} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {data.items.map((episode) => {
              const badge = statusBadges[episode.status];
              return (
                <li key={episode.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
                  <div className="min-w-0">
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      Episode {episode.number} · {episode.duration} · {formatDayAndTime(episode.publishedAt)}
                    </p>
                    <h2 className="truncate font-semibold">
                      {episode.status === 'published' ? (
                        <Link to={episodePath(episode.id)} className={`rounded hover:underline ${focusRing}`}>
                          {episode.title}
                        </Link>
                      ) : (
                        episode.title
                      )}
                    </h2>
                    <p className="mt-1 flex flex-wrap gap-2">
                      <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
                      {episode.featured ? <StatusBadge tone="slate">Featured</StatusBadge> : null}
                    </p>
                  </div>
                  <EpisodeActions episode={episode} />
                </li>
              );
            })}
          </ul>
          <Pagination label="Episodes" offset={list.offset} limit={list.limit} total={data.total} onOffsetChange={list.setOffset} />
        </>
      ) : null}
    </div>
  );
}
