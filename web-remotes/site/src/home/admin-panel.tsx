import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { focusRing } from '@harmony/ui';

/** SPEC §2: the admin dot's panel; Episode Manager's screen itself is not part of the SPEC. */
export const adminLinks = [
  { label: 'Social Media Manager', to: '/admin/social-media' },
  { label: 'Content Manager', to: '/admin/content' },
  { label: 'Episode Manager', to: '/admin/episodes' },
] as const;


export interface AdminPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close (there is no Radix trigger to return to: the dot counts clicks). */
  returnFocus: () => void;
}

export default function AdminPanel({ open, onOpenChange, returnFocus }: AdminPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <Dialog.Title className="text-lg font-semibold">Admin</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700 dark:text-slate-300">Tools for managing the podcast.</Dialog.Description>
          <ul className="mt-4 space-y-2">
            {adminLinks.map(({ label, to }) => (
              <li key={to}>
                <Link
                  to={to}
                  onClick={() => onOpenChange(false)}
                  className={`block rounded-md border border-slate-200 px-4 py-2 font-medium text-emerald-800 hover:bg-emerald-50 dark:border-slate-700 dark:text-emerald-300 dark:hover:bg-slate-800 ${focusRing}`}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <Dialog.Close
            className={`mt-4 inline-flex w-full items-center justify-center gap-2 rounded-md bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 ${focusRing}`}
          >
            <X aria-hidden="true" className="size-4" />
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
