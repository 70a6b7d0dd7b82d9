/** Reads `<script id="harmony-data" type="application/json">`: the first screen's data, for seedInlinedQueries. */
export function readInlinedQueries(doc: Document): unknown[] {
  const text = doc.getElementById('harmony-data')?.textContent ?? '';
  if (!text.trim()) return [];
  try {
    const parsed = JSON.parse(text) as { queries?: unknown };
    return Array.isArray(parsed.queries) ? parsed.queries : [];
  } catch {
    return [];
  }
}
