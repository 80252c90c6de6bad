// The light entry for a browser chunk: the taxonomy's kinds and families and the name matcher, without the
// book's sources, worksheets, fees or duty tables.
export * from './taxonomy/index.ts';
export * from './names/index.ts';
export * from './names/default-index.ts';
