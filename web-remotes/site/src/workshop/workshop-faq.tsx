import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { focusRing } from '../layout/focus-ring.js';
import { faqs } from './workshop-content.js';

/** The FAQ as a Radix accordion: buttons with aria-expanded/aria-controls, arrow-key navigation between questions. */
export function WorkshopFaq() {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {faqs.map(({ id, question, answer }) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger
                className={`group flex w-full items-center justify-between gap-4 rounded-lg px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 dark:text-slate-50 dark:hover:bg-slate-800 ${focusRing}`}
              >
                {question}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180 dark:text-slate-300" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700 dark:text-slate-300">{answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
