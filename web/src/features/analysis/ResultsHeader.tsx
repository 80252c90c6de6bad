import type { Analysis } from '@costlens/contracts';
import { confidenceBand, formatEstimateRange, isUncertain } from '@costlens/domain';
import { formatPercentWhole } from './format.ts';

/** Header (photo, name, category, confidence, and whether the estimate is sure) and the BOM banner with its
 *  three stats. `headingLevel` 2 where the page already has its own h1 (the shared page's share title). */
export function ResultsHeader({
  analysis,
  photoUrl,
  onPhotoMissing,
  headingLevel = 1,
}: {
  analysis: Analysis;
  photoUrl?: string | null;
  onPhotoMissing?(): void;
  headingLevel?: 1 | 2;
}) {
  const band = confidenceBand(analysis.confidence);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const uncertain = isUncertain(analysis);
  return (
    <>
      <header className="results-header">
        {photoUrl && (
          <img
            className="results-photo"
            src={photoUrl}
            alt={`Photo of ${analysis.productName}`}
            onError={onPhotoMissing}
          />
        )}
        <div className="results-header-text">
          {uncertain ? (
            <p className="results-uncertain">Rough estimate: check that this is your product</p>
          ) : (
            <p className="results-complete">
              <svg
                viewBox="0 0 24 24"
                width="18"
                height="18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M20 6L9 17l-5-5" />
              </svg>
              Analysis Complete
            </p>
          )}
          <Title className="results-title">{analysis.productName}</Title>
          <div className="row">
            <span className="badge tone-blue">{analysis.productCategory}</span>
            <span className={`badge tone-${band.tone}`}>{formatPercentWhole(analysis.confidence)} confidence</span>
          </div>
        </div>
      </header>
      <section
        className={`results-banner${uncertain ? ' results-banner-uncertain' : ''}`}
        aria-label="Estimated cost of materials"
      >
        <p className="results-banner-label">Estimated Cost of Materials</p>
        <p className="results-banner-range">
          {formatEstimateRange(analysis.costRangeLow, analysis.costRangeHigh)}{' '}
          <abbr className="results-banner-currency" title="Canadian dollars">
            CAD
          </abbr>
        </p>
        <p className="results-banner-note">Raw materials only, excludes labour, overhead and other costs</p>
        <dl className="results-stats">
          <div>
            <dt>Materials</dt>
            <dd>{analysis.stats.materialCount}</dd>
          </div>
          <div>
            <dt>Confidence</dt>
            <dd>{formatPercentWhole(analysis.confidence)}</dd>
          </div>
          <div>
            <dt>Complexity</dt>
            <dd>{analysis.stats.complexity}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
