/** The device database's name, and the object stores read without the device store (Dexie names stores
 *  after tables). */
export const DEVICE_DB_NAME = 'costlens';
export const OUTBOX_STORE = 'outbox';
export const DRAFTS_STORE = 'drafts';
export const SETTINGS_STORE = 'settings';
export const HISTORY_STORE = 'history';
export const SEARCHES_STORE = 'searches';
