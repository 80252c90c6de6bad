// Making an analysis public: the share dialog and its link.
export { default as ShareDialog, absoluteShareUrl } from './ShareDialog.tsx';
export type { ShareDialogProps, ShareResult } from './ShareDialog.tsx';
