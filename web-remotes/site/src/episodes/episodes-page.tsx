/** /episodes — every episode (built by the public-site issue). */
export default function EpisodesPage() {
  return <h1>All Episodes</h1>;
}
