// PLACEHOLDER owned by the Suppliers and flights work: replaced by the real supplier discovery screen.
export interface SupplierResultsProps { productQuery: string; brand: string | null; image: string | null; onNewAnalysis: () => void }
export default function SupplierResultsStep({ productQuery }: SupplierResultsProps) {
  return <section><h2>Supplier Discovery</h2><p>{productQuery}</p></section>;
}
