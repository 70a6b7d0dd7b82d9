/** /blog — the blog list (built by the public-site II issue). */
export default function BlogPage() {
  return <h1>Blog</h1>;
}
