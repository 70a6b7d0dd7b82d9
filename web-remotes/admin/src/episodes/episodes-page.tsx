import { Route, Routes } from '@harmony/mf-config/router';
import { EpisodeEditor } from './episode-editor.js';
import { EpisodeList } from './episode-list.js';

/** /admin/episodes (the Episode Manager SPEC links): the list, a new episode, one episode. */
export function EpisodesPage() {
  return (
    <Routes>
      <Route index element={<EpisodeList />} />
      <Route path="new" element={<EpisodeEditor />} />
      <Route path=":id" element={<EpisodeEditor />} />
    </Routes>
  );
}
