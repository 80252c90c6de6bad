/** The device database's name, and the object store of queued requests (Dexie names stores after tables). */
export const DEVICE_DB_NAME = 'costlens';
export const OUTBOX_STORE = 'outbox';
