export { RequireSession } from './require-session.js';
export { useSignOut } from './use-sign-out.js';
export { landingAfterSignIn, loginPathFor, nextParam } from './sign-in-return.js';
export { sessionApi, useGetSessionQuery, useLoginMutation, useLogoutMutation, type SessionState, type LoginRequest } from './session-api.js';
