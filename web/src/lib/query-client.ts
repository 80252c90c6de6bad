import { createQueryClient } from './api-client.ts';

/** The app's one query cache: the screens read through it, and the outbox replayer refreshes it after
 *  queued work reaches the server, however the replayer was loaded. */
export const queryClient = createQueryClient();
