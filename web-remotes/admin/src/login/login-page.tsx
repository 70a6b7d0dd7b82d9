import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { LogIn } from 'lucide-react';
import { useNavigate, useSearchParams } from '@harmony/mf-config/router';
import { preloadToasts, toast, useDocumentTitle } from '@harmony/ui';
import { submitButtonClass, TextField } from '@harmony/ui/form-fields';
import { apiErrorMessage, isApiUnauthorized } from '@harmony/web-api';
import type { SiteConfig } from '@harmony/mf-config/remotes';
import { adminLoginPath, adminPageTitle } from '@harmony/site-config';
import { landingAfterSignIn, nextParam, useLoginMutation } from '../session/index.js';

/** SPEC §5: the one rule the browser checks; the password itself is checked by the server only. */
export const passwordRequired = 'Password is required';
const loginSchema = z.object({ password: z.string().check(z.minLength(1, passwordRequired)) });
type LoginForm = z.infer<typeof loginSchema>;

/** /admin/login (SPEC "Admin login", §4, §8): one password field; the server signs the owner in. */
export function LoginPage({ site }: { site: SiteConfig }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { password: '' } });

  useDocumentTitle(adminPageTitle(site, adminLoginPath));
  useEffect(() => {
    setFocus('password');
  }, [setFocus]);

  const onSubmit = async ({ password }: LoginForm) => {
    void preloadToasts();
    try {
      await login({ password }).unwrap();
    } catch (error) {
      if (isApiUnauthorized(error)) toast({ title: 'Login failed', description: 'Incorrect password. Please try again.', variant: 'destructive' });
      else toast({ title: 'Login error', description: apiErrorMessage(error) ?? 'Please try again later.', variant: 'destructive' });
      setFocus('password');
      return;
    }
    toast({ title: 'Login successful' });
    await navigate(landingAfterSignIn(searchParams.get(nextParam)), { replace: true });
  };

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">{site.productName}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-50">Admin Login</h1>
        <form noValidate aria-label="Admin login" className="mt-6 space-y-4" onSubmit={handleSubmit(onSubmit)}>
          <TextField id="admin-password" label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <button type="submit" disabled={isLoading} className={`w-full ${submitButtonClass}`}>
            <LogIn aria-hidden="true" className="size-4" />
            {isLoading ? 'Logging in...' : 'Login'}
          </button>
        </form>
      </div>
    </main>
  );
}
