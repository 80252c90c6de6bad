// PLACEHOLDER owned by the Prices and similar products work: replaced by the real price comparison screen.
export interface PriceResultsProps { productQuery: string; upc: string | null; brand: string | null; image: string | null; onNewAnalysis: () => void }
export default function PriceResultsStep({ productQuery }: PriceResultsProps) {
  return <section><h2>Price Comparison</h2><p>{productQuery}</p></section>;
}
