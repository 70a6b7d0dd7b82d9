/** /workshop — the workshop coming-soon page (built by the public-site II issue). */
export default function WorkshopPage() {
  return <h1>Workshop</h1>;
}
