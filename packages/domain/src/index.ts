export * from './thresholds.ts';
export * from './money.ts';
export * from './chart.ts';
export * from './time.ts';
export * from './airports.ts';
export * from './suppliers.ts';
export * from './request-key.ts';
export * from './landed-cost/index.ts';
