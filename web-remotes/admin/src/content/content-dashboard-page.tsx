import { useRef, useState } from 'react';
import { CalendarClock, LayoutList, LogOut, Mic } from 'lucide-react';
import { adminLoginPath } from '@harmony/site-config';
import { Button, LoadError, Skeleton } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { StatCard, Tabs, useSearchParamSetter, useTabParam } from '../common/index.js';
import { EpisodePicker, type PickedEpisode } from '../episode-picker/index.js';
import { NewsletterDraftCard } from '../newsletters/index.js';
import { useSignOut } from '../session/index.js';
import { BlogPostsPanel } from './blog-posts-panel.js';
import { useGetContentStatsQuery } from './content-api.js';
import { EpisodeContent, episodeRequired, unknownEpisodeMessage, useSelectedEpisode } from './selected-episode.js';
import { SocialPostsPanel } from './social-posts-panel.js';
import { UploadEpisode, type ContentTab } from './upload-episode.js';
import { VideoPodcastPanel } from './video-podcast-panel.js';

/** SPEC "Content dashboard": the four tabs, in its order; their ids are the address's ?tab= (issue 23: tab=social). */
export const contentTabs = [
  { id: 'upload', label: 'Upload Episode' },
  { id: 'blog', label: 'Blog Posts' },
  { id: 'social', label: 'Social Media' },
  { id: 'video', label: 'Video Podcast' },
] as const;

/** The SPEC's three static numbers, made live (GET /api/content/stats). */
function ContentStats() {
  const { data, error, isLoading } = useGetContentStatsQuery();
  if (isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        <p role="status" className="sr-only">
          Loading the content counts…
        </p>
        {[1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-32" />
        ))}
      </div>
    );
  }
  if (error || !data) return <LoadError>Failed to load the content counts. {apiErrorMessage(error)}</LoadError>;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard label="Episodes" value={data.episodes} note="With generated content" icon={<Mic className="size-5" />} />
      <StatCard label="Pieces of content" value={data.pieces} note="Blog posts, social posts and videos" icon={<LayoutList className="size-5" />} />
      <StatCard label="Scheduled" value={data.scheduled} note="Waiting for their time" icon={<CalendarClock className="size-5" />} />
    </div>
  );
}

/**
 * /admin/content (SPEC "Content dashboard", issues 10 and 23): Logout, the live counts, one episode
 * picker for every tab, and the tabs: upload the episode's audio and follow its processing, then its
 * blog posts, social posts and video podcast. The episode and the tab are the address (?episode=12&tab=social).
 */
export function ContentDashboardPage() {
  const { signOut, signingOut } = useSignOut(adminLoginPath);
  const [selected, select] = useTabParam('tab', contentTabs);
  const [episode, selectEpisode] = useSelectedEpisode();
  const setParam = useSearchParamSetter();
  const picker = useRef<HTMLInputElement>(null);
  // The upload was sent without an episode: said at the picker until one is chosen.
  const [required, setRequired] = useState(false);

  const choose = (chosen: PickedEpisode) => {
    setRequired(false);
    selectEpisode(chosen);
  };
  // A finished run's "View": its episode (another may have been chosen meanwhile) on that tab.
  const show = (ran: PickedEpisode, tab: ContentTab) => {
    setParam('episode', String(ran.number));
    select(tab);
  };

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => void signOut()} disabled={signingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </Button>
      </div>
      <ContentStats />
      <EpisodePicker
        id="content-episode"
        ref={picker}
        value={episode.state === 'found' ? episode.episode : undefined}
        onChange={choose}
        error={episode.state === 'unknown' ? unknownEpisodeMessage(episode.asked) : required ? episodeRequired : undefined}
        className="max-w-xl"
      />
      <Tabs label="Content" tabs={contentTabs} selected={selected} onSelect={select}>
        {/* Only on its tab, but kept on the page when hidden, so an upload under way goes on while another tab is read. */}
        <div hidden={selected !== 'upload'}>
          <UploadEpisode
            episode={episode.state === 'found' ? episode.episode : undefined}
            onMissingEpisode={() => {
              setRequired(true);
              picker.current?.focus();
            }}
            onShow={show}
          />
        </div>
        {selected === 'blog' ? (
          <EpisodeContent selected={episode} what="blog posts">
            {(chosen) => (
              // The episode's newsletter is drafted with its blog posts (issue 25): it is read and sent in Newsletters.
              <div className="space-y-6">
                <NewsletterDraftCard episodeId={chosen.id} episodeNumber={chosen.number} />
                <BlogPostsPanel episode={chosen} />
              </div>
            )}
          </EpisodeContent>
        ) : null}
        {selected === 'social' ? <EpisodeContent selected={episode} what="social media posts">{(chosen) => <SocialPostsPanel episode={chosen} />}</EpisodeContent> : null}
        {selected === 'video' ? <EpisodeContent selected={episode} what="video podcast">{(chosen) => <VideoPodcastPanel episode={chosen} />}</EpisodeContent> : null}
      </Tabs>
    </div>
  );
}
