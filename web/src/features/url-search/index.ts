// Cheaper similar products for a product page address: its step loads through web/src/lazy.ts; the address a
// share brought in is read here, before the step loads.
export { readSharedUrl } from './share-target.ts';
