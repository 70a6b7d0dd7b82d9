export { RequireSession } from './require-session.js';
export { useSignOut } from './use-sign-out.js';
export { saveIntendedPath, takeIntendedPath } from './intended-path.js';
export { sessionApi, useGetSessionQuery, useLoginMutation, useLogoutMutation, type SessionState, type LoginRequest } from './session-api.js';
