export type * from './port.js';
export { createStateStore, type StateStoreOptions } from './create-state-store.js';
export { isKeyId, newAccountId, newEventId, newKeyId } from './ids.js';
