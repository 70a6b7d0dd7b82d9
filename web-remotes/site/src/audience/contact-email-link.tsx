import { Mail } from 'lucide-react';
import { focusRing } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';

/** What the home page's contact section and the contact page say above the form. */
export const contactIntro = 'Questions, episode ideas or a story you would like to share? We read every message.';

/** The site's contact address, for those who prefer their own mail app to the form. */
export function ContactEmailLink({ className = '' }: { className?: string }) {
  const { contactEmail } = useSiteConfig();
  return (
    <a
      href={`mailto:${contactEmail}`}
      className={`inline-flex max-w-full items-center gap-2 rounded-md border border-emerald-700 px-6 py-3 font-semibold break-all text-emerald-800 hover:bg-emerald-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-slate-900 ${focusRing} ${className}`}
    >
      <Mail aria-hidden="true" className="size-5 shrink-0" />
      {contactEmail}
    </a>
  );
}
