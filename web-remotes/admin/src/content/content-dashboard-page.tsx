import { CalendarClock, LayoutList, LogOut, Mic } from 'lucide-react';
import { adminLoginPath } from '@harmony/site-config';
import { Button, LoadError, Skeleton } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { StatCard, Tabs, useTabParam } from '../common/index.js';
import { useSignOut } from '../session/index.js';
import { BlogPostsPanel } from './blog-posts-panel.js';
import { useGetContentStatsQuery } from './content-api.js';
import { EpisodeContent } from './selected-episode.js';
import { SocialPostsPanel } from './social-posts-panel.js';
import { UploadEpisode } from './upload-episode.js';
import { VideoPodcastPanel } from './video-podcast-panel.js';

/** SPEC "Content dashboard": the four tabs, in its order. */
export const contentTabs = [
  { id: 'upload', label: 'Upload Episode' },
  { id: 'blog-posts', label: 'Blog Posts' },
  { id: 'social-media', label: 'Social Media' },
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
 * /admin/content (SPEC "Content dashboard", issue 10): Logout, the live counts, and the tabs: upload
 * an episode's audio and follow its processing, then its blog posts, social posts and video podcast.
 */
export function ContentDashboardPage() {
  const { signOut, signingOut } = useSignOut(adminLoginPath);
  const [selected, select] = useTabParam('tab', contentTabs);

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => void signOut()} disabled={signingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </Button>
      </div>
      <ContentStats />
      <Tabs label="Content" tabs={contentTabs} selected={selected} onSelect={select}>
        {/* Kept on the page when hidden, so an upload under way goes on while another tab is read. */}
        <div hidden={selected !== 'upload'}>
          <UploadEpisode onShow={select} />
        </div>
        {selected === 'blog-posts' ? <EpisodeContent what="blog posts">{(episodeId) => <BlogPostsPanel episodeId={episodeId} />}</EpisodeContent> : null}
        {selected === 'social-media' ? <EpisodeContent what="social media posts">{(episodeId) => <SocialPostsPanel episodeId={episodeId} />}</EpisodeContent> : null}
        {selected === 'video' ? <EpisodeContent what="video podcast">{(episodeId) => <VideoPodcastPanel episodeId={episodeId} />}</EpisodeContent> : null}
      </Tabs>
    </div>
  );
}
