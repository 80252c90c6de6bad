// Offline captures waiting on this device: the drafts panel and what the device recognised in each.
export { DraftsPanel, DRAFTS_HINT, DRAFTS_TITLE, DRAFT_STATUS_TEXT } from './DraftsPanel.tsx';
export { describeDeviceIdentification, needsDeviceIdentification } from './describe.ts';
