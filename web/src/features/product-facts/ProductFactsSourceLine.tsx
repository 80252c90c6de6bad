import type { ProductFactsSource } from '@costlens/contracts';

/** Where the facts come from, linked, and on what terms: the Open Database License asks for this line
 *  wherever Open Food Facts data is shown. */
export function ProductFactsSourceLine({ source }: { source: ProductFactsSource }) {
  const database = (
    <a href={source.url} target="_blank" rel="noopener noreferrer">
      {source.database}
    </a>
  );
  const terms =
    source.licence === 'ODbL' ? (
      <>
        shared under the{' '}
        <a href={source.licenceUrl} target="_blank" rel="noopener noreferrer">
          Open Database License
        </a>
      </>
    ) : (
      <a href={source.licenceUrl} target="_blank" rel="noopener noreferrer">
        under its terms
      </a>
    );
  return (
    <p className="muted small product-facts-source">
      Facts from {database}, {terms}.
    </p>
  );
}
