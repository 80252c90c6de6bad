// Facts about a barcode from public product databases, shown with the analysis that read it.
export { ProductFactsCard } from './ProductFactsCard.tsx';
export { BarcodeOnlyNote, BARCODE_ONLY_TEXTS, nameOfFacts } from './BarcodeOnlyNote.tsx';
