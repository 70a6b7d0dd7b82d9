import type { ReactNode } from 'react';

export interface NotFoundProps {
  /** Where the "home" link goes (the site's / or the admin's entry). */
  homeHref?: string;
  homeLabel?: string;
  /** Renders a link element; the caller passes its router's Link so navigation stays client-side. */
  renderLink?: (props: { href: string; className: string; children: string }) => ReactNode;
}

/** The SPEC's not-found content (§2): the one h1 of the page. */
export function NotFound({ homeHref = '/', homeLabel = 'Go to the home page', renderLink }: NotFoundProps) {
  const className = 'mt-6 inline-block font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950';
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-700">Did you forget to add the page to the router?</p>
      {renderLink ? (
        renderLink({ href: homeHref, className, children: homeLabel })
      ) : (
        <a href={homeHref} className={className}>
          {homeLabel}
        </a>
      )}
    </div>
  );
}
