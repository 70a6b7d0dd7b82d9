import { ChevronDown } from 'lucide-react';
import { focusRing } from '@harmony/ui';
import { faqs } from './workshop-content.js';

/**
 * The FAQ as native disclosures, with no JavaScript: each `<summary>` is a focusable control that
 * Enter and Space toggle, announced as expanded or collapsed. The shared `name` lets browsers that
 * support it keep one answer open at a time; elsewhere each opens on its own.
 */
export function WorkshopFaq() {
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {faqs.map(({ id, question, answer }) => (
        <details key={id} name="workshop-faq" className="group">
          <summary
            className={`flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 dark:text-slate-50 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden ${focusRing}`}
          >
            {question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 dark:text-slate-300" />
          </summary>
          <p className="px-5 pb-5 text-slate-700 dark:text-slate-300">{answer}</p>
        </details>
      ))}
    </div>
  );
}
