import { useDispatch } from 'react-redux';
import { useNavigate } from '@harmony/mf-config/router';
import { toast } from '@harmony/ui';
import { api, apiErrorMessage, type AppDispatch } from '@harmony/web-api';
import { useLogoutMutation } from './session-api.js';
import { markSigningOut } from './sign-out-in-progress.js';

/**
 * Ends the session on the server (both SPEC logout buttons do, unlike SPEC's browser flags), forgets
 * every answer the back office loaded, says "Logged out" (SPEC §8) and goes to `destination`.
 */
export function useSignOut(destination: string): { signOut: () => Promise<void>; signingOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();

  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      toast({ title: 'Logout failed', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return;
    }
    markSigningOut();
    dispatch(api.util.resetApiState());
    toast({ title: 'Logged out' });
    await navigate(destination, { replace: true });
  };
  return { signOut, signingOut: isLoading };
}
