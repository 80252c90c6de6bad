import { createHomeStore } from './home-store.ts';
import { liveDeps } from './live-deps.ts';

/** The one home flow of the app; it outlives the screen, so a visit to another route keeps the results. */
export const useHomeStore = createHomeStore(liveDeps);
