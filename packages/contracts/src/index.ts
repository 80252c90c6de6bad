export * from './common.ts';
export * from './analysis.ts';
export * from './community.ts';
export * from './prices.ts';
export * from './products.ts';
export * from './suppliers.ts';
export * from './flights.ts';
export * from './events.ts';
