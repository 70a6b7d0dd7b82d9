import { legalPageNames, type LegalPageKind } from '@harmony/site-config';
import { articleProseClass, LoadError } from '@harmony/ui';
import { useGetLegalPageQuery } from '@harmony/web-api';
import { DetailLoading, SiteLayout } from '../layout/index.js';
import { formatArticleDate } from '../blog/index.js';

/**
 * /privacy and /terms: the owner's text (or the site's default), written in the article editor and shown
 * like an article's body. Its heading is the route manifest's name, so it shows before the text arrives.
 */
export default function LegalPage({ kind }: { kind: LegalPageKind }) {
  const { data: page, isLoading, isError } = useGetLegalPageQuery(kind);
  const name = legalPageNames[kind];

  let content;
  if (isLoading) {
    content = <DetailLoading announcement={`Loading the ${name}…`} blockClassNames={['h-6 w-full dark:bg-slate-700', 'h-6 w-5/6 dark:bg-slate-700', 'h-64 w-full dark:bg-slate-700']} />;
  } else if (isError || !page) {
    content = <LoadError>Failed to load the {name}. Please try again later.</LoadError>;
  } else {
    content = (
      <>
        {page.updatedAt ? (
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            Last updated <time dateTime={page.updatedAt}>{formatArticleDate(page.updatedAt)}</time>
          </p>
        ) : null}
        {/* Rendered and sanitized by the server when the owner saved it (ARCHITECTURE §7): safe to insert as it is. */}
        <div data-testid="legal-page-content" className={`mt-10 ${articleProseClass}`} dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      </>
    );
  }

  return (
    <SiteLayout page={{ page: kind }}>
      <article aria-labelledby="legal-page-title" className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <h1 id="legal-page-title" className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-slate-50">
          {name}
        </h1>
        {content}
      </article>
    </SiteLayout>
  );
}
