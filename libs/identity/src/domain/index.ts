export * from './user.js';
export * from './session.js';
export * from './identity.errors.js';
