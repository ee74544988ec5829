export * from './limits.js';
export * from './errors.js';
export * from './fields.js';
export * from './auth.js';
export * from './profiles.js';
export * from './conversations.js';
export * from './invites.js';
export * from './realtime.js';
