// PLACEHOLDER owned by the Suppliers and flights work: the Insights tab's 'Recommended Suppliers' block.
export interface RecommendedSuppliersProps { product: { brand?: string; name?: string; upc?: string } }
export default function RecommendedSuppliers(_props: RecommendedSuppliersProps) {
  return <section><h3>Recommended Suppliers</h3></section>;
}
