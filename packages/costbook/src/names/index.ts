// The name matcher: one reader for every source of words (a typed name, a label read off a package, a
// classifier's class name, the kind picker's search box).
export { buildNameIndex } from './name-index.ts';
export type { Lang, NameEntry, NameIndex } from './name-index.ts';
export { readName } from './read-name.ts';
export type { NameReading, ReadingHow } from './read-name.ts';
export { closestKinds, editDistance, allowedEdits, nearKind, searchKinds } from './closest.ts';
export { fold, stem, stemsOf, wordsOf } from './words.ts';
export { readSizes } from './sizes.ts';
