// A sign-out forgets every answer (resetApiState), so the mounted screen asks the server again and
// learns it has no session, while the router may still be loading the destination (a transition
// keeps the old screen until the new one is ready: the website's remote is a separate chunk). Without
// this mark the guard would send the owner to the login instead of where the button said.
// Module state, not React state: the mark must outlive the screen that set it, and only one
// sign-out happens at a time in a tab.
let leaving = false;

/** Marks that a sign-out is taking the owner elsewhere; the guard then waits instead of redirecting. */
export function markSigningOut(): void {
  leaving = true;
}

/** Whether a sign-out is on its way to its destination. */
export function isSigningOut(): boolean {
  return leaving;
}

/** Called when the guarded screen goes away: the sign-out has arrived (or was abandoned). */
export function clearSigningOut(): void {
  leaving = false;
}
