import { EVENTS_PER_REQUEST } from './limits.ts';
import { z } from './zod.ts';

export const EVENT_NAMES = [
  'page_view',
  'camera_used',
  'analysis_started',
  'analysis_completed',
  'analysis_failed',
] as const;
export const EventName = z.enum(EVENT_NAMES);
export type EventName = z.infer<typeof EventName>;

/** An analytics event; props are small flat values so nothing personal rides along by accident. */
export const AnalyticsEvent = z.object({
  name: EventName,
  path: z.string().max(512).optional(),
  props: z
    .record(z.string().max(64), z.union([z.string().max(256), z.number().finite(), z.boolean(), z.null()]))
    .refine((r) => Object.keys(r).length <= 20, { message: 'at most 20 props' })
    .optional(),
  at: z.string().datetime().optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export const EventsRequest = z.union([
  AnalyticsEvent,
  z.object({ events: z.array(AnalyticsEvent).min(1).max(EVENTS_PER_REQUEST) }),
]);
export type EventsRequest = z.infer<typeof EventsRequest>;

export const HealthResponse = z.object({
  ok: z.boolean(),
  database: z.enum(['sqlite', 'postgres']),
  databaseReachable: z.boolean(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
