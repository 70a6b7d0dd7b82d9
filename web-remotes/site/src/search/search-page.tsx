import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@harmony/mf-config/router';
import { focusRing, LoadError } from '@harmony/ui';
import { searchQueryLimits, searchWordsOf } from '@harmony/site-config';
// Shared, not the site's own: the server inlines a search page's results and the shell seeds them.
import { useSearchSiteQuery, type SearchResult } from '@harmony/web-api';
import { SiteLayout } from '../layout/index.js';
import { SearchForm } from './search-form.js';
import { snippetParts } from './snippet-parts.js';

const typeLabels: Record<SearchResult['type'], string> = { episode: 'Episode', article: 'Article' };
const typeBadges: Record<SearchResult['type'], string> = {
  episode: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  article: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};
const message = 'text-lg text-slate-700 dark:text-slate-300';

/** The snippet's text, its matched words in <mark>: built as elements, never parsed as HTML. */
function Snippet({ snippet }: { snippet: string }) {
  return (
    <p className="mt-2 text-slate-700 dark:text-slate-300">
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit dark:bg-amber-900/60">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="border-b border-slate-200 py-5 dark:border-slate-800">
      <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${typeBadges[result.type]}`}>{typeLabels[result.type]}</span>
      <h2 className="mt-2 text-xl font-semibold text-slate-900 dark:text-slate-50">
        <Link to={result.url} className={`rounded-sm hover:text-emerald-800 dark:hover:text-emerald-300 ${focusRing}`}>
          {result.title}
        </Link>
      </h2>
      <Snippet snippet={result.snippet} />
    </li>
  );
}

function SearchResults({ query }: { query: string }) {
  const search = useSearchSiteQuery(query);
  if (search.isLoading || search.isFetching)
    return (
      <p role="status" className={message}>
        Searching…
      </p>
    );
  if (search.isError || !search.data) return <LoadError>Failed to search. Please try again later.</LoadError>;
  const { results, total } = search.data;
  if (results.length === 0)
    return (
      <p role="status" className={message}>
        No results for “{query}”
      </p>
    );
  return (
    <>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {total === 1 ? '1 result' : `${total} results`} for “{query}”
      </p>
      <ul aria-label="Search results" className="mt-2">
        {results.map((result) => (
          <ResultItem key={result.url} result={result} />
        ))}
      </ul>
    </>
  );
}

/** /search?q= — the public episodes and articles matching the words, best first. */
export default function SearchPage() {
  const [params] = useSearchParams();
  // Read as the server reads them (the route manifest's searchWordsOf): it renders the page for these words,
  // with their results inlined, so the hydrating render matches and sends no request.
  const query = searchWordsOf(params.get('q'));

  let content: ReactNode;
  if (query === '') content = <p className={message}>Search episodes and articles</p>;
  else if (query.length < searchQueryLimits.min) content = <p className={message}>Type at least {searchQueryLimits.min} characters to search.</p>;
  else if (query.length > searchQueryLimits.max) content = <p className={message}>Search with at most {searchQueryLimits.max} characters.</p>;
  else content = <SearchResults query={query} />;

  return (
    <SiteLayout page={{ page: 'search', q: query }}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">Search</h1>
        {/* Keyed by the words: a new search from the header shows them here too. */}
        <SearchForm key={query} id="search-page-query" label="Search terms" landmark="Search episodes and articles" defaultValue={query} autoFocus={query === ''} />
        <div className="mt-8">{content}</div>
      </div>
    </SiteLayout>
  );
}
