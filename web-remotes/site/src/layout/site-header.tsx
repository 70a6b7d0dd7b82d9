import { Link } from '@harmony/mf-config/router';

export function SiteHeader({ productName }: { productName: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Link to="/" className="text-lg font-bold tracking-tight text-emerald-900">
          {productName}
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-6 text-sm font-medium text-slate-700">
            <li>
              <Link to="/" className="hover:text-emerald-900">
                Home
              </Link>
            </li>
            <li>
              <a href="/#episodes" className="hover:text-emerald-900">
                Episodes
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
