export { PasswordHasher, Secrets, type IssuedToken } from './ports.js';
export { SignIn, type SignedIn } from './sign-in.js';
export { SignOut } from './sign-out.js';
export { CurrentSession } from './current-session.js';
export { EnsureOwnerAccount } from './ensure-owner-account.js';
