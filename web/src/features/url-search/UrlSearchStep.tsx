// PLACEHOLDER owned by the Prices and similar products work: replaced by the real URL search step.
export default function UrlSearchStep({ onBack }: { onBack: () => void; initialUrl?: string }) {
  return <section><button type="button" className="btn" onClick={onBack}>← Back to Camera</button></section>;
}
