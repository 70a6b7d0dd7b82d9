export { loadSecretsKey, SecretKeys } from './secret-keys.js';
export { SecretsModule } from './secrets.module.js';
