/**
 * What other workspace packages (benches, the browser tests) may use of the API besides its HTTP
 * answers: the app factory and its parts, to run the real server in-process or as its own process,
 * and the store's row builders to seed a database at scale. Everything else under src/ stays private
 * to the API, so moving a module there never breaks a bench.
 */
export { createApp } from './app.ts';
export type { AppDeps } from './app-types.ts';
export { loadConfig } from './env.ts';
export { systemClock } from './lib/clock.ts';
export { createLogger } from './lib/logger.ts';
export { createProviders } from './providers/index.ts';
export { openDatabase } from './db/database.ts';
export type { Database } from './db/database.ts';
export type { AnalysesTable } from './db/tables.ts';
export { insertAnalysis, newAnalysisRow, shareAnalysis } from './db/analyses.ts';
export { searchTextOf } from './db/search-text.ts';
export { putShareThumbnail } from './db/share-thumbnails.ts';
export { makeShareThumbnail } from './routes/ownership/share-thumbnail.ts';
export { DEVICE_COOKIE, deviceCookieKey, signDeviceId } from './http/device.ts';
export { securityHeaders } from './http/security-headers.ts';
export { requestLog } from './http/request-log.ts';
export { encodeCursor } from './routes/analyses/cursor.ts';
export { startApi } from './resilience/support/api-process.ts';
export type { ApiProcess } from './resilience/support/api-process.ts';
