// Supplier discovery: the recommended suppliers of an analysis (the supplier results step loads through
// web/src/lazy.ts).
export { default as RecommendedSuppliers } from './RecommendedSuppliers.tsx';
export type { RecommendedSuppliersProps } from './RecommendedSuppliers.tsx';
