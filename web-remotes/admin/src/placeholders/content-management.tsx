import { LogOut } from 'lucide-react';
import { adminLoginPath } from '@harmony/site-config';
import { Button } from '@harmony/ui';
import { useSignOut } from '../session/index.js';
import { ComingNext } from './coming-next.js';

/**
 * /admin/content until content automation arrives (issue 10). Its Logout (SPEC "Content dashboard")
 * ends the server session like the navigation's, and returns to the login as SPEC's guarded area does.
 */
export function ContentManagement() {
  const { signOut, signingOut } = useSignOut(adminLoginPath);
  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={() => void signOut()} disabled={signingOut}>
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </Button>
      <ComingNext what="Content management" />
    </div>
  );
}
