import { useId, type FormEvent } from 'react';
import { Button } from '@harmony/ui';
import type { SiteConfig } from '@harmony/mf-config/remotes';

/** Placeholder login screen (SPEC §2 /admin/login): the form exists; signing in arrives with the session API. */
export function LoginPage({ site }: { site: SiteConfig }) {
  const passwordId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold text-emerald-800">{site.productName}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Admin Login</h1>
        <form className="mt-6 space-y-4" onSubmit={onSubmit}>
          <div className="space-y-1">
            <label htmlFor={passwordId} className="block text-sm font-medium text-slate-900">
              Password
            </label>
            <input
              id={passwordId}
              name="password"
              type="password"
              autoComplete="current-password"
              className="block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 focus:border-emerald-800 focus:outline-2 focus:outline-emerald-800"
            />
          </div>
          <Button type="submit" className="w-full">
            Login
          </Button>
        </form>
      </div>
    </main>
  );
}
