/** /episode/{id} — one episode (built by the public-site issue). */
export default function EpisodePage() {
  return <h1>Episode</h1>;
}
