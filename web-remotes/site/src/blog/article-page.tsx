/** /blog/{slug} — one article (built by the public-site II issue). */
export default function ArticlePage() {
  return <h1>Article</h1>;
}
