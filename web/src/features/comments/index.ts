// Comments and likes on an analysis, with offline posting through the outbox.
export { default as CommentsPanel } from './CommentsPanel.tsx';
