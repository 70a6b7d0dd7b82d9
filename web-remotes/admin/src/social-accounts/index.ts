export { SocialAccountsPage } from './social-accounts-page.js';
export { SocialConnectionWarnings } from './connection-warnings.js';
export { socialAccountsApi, useGetSocialAccountsQuery, connectPathOf, type SocialAccount, type SocialPlatformOption, type SocialAccountState, type SocialAccountPlatform } from './social-accounts-api.js';
