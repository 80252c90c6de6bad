// On-device identification of offline captures; loaded through the app's lazy entries.
export type { IdentifyDraftDeps } from './identify-drafts.ts';
