import { Link } from '@harmony/mf-config/router';
import type { Episode } from '@harmony/web-api';

export function EpisodeCard({ episode }: { episode: Episode }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-slate-100">
        <img src={episode.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        <span className="absolute top-3 left-3 rounded-full bg-emerald-900 px-3 py-1 text-xs font-semibold text-white">EP {episode.number}</span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={`/episode/${episode.id}`} className="hover:text-emerald-900 hover:underline">
            {episode.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{episode.duration}</p>
      </div>
    </article>
  );
}
