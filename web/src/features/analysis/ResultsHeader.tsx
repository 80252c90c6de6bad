import type { ReactNode } from 'react';
import type { Analysis } from '@costlens/contracts';
import { confidenceBand, formatEstimate, formatEstimateRange, isUncertain } from '@costlens/domain';
import { formatPercentWhole } from './format.ts';

/** Whether the category only repeats the name ("toaster" and "Toaster"): then it is not shown again. */
export function categoryRepeatsName(name: string, category: string): boolean {
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const n = words(name);
  const c = words(category);
  return c === '' || n === c || n.split(' ').includes(c) || c.split(' ').includes(n);
}

/** Header (photo, name, the category when it says more than the name, confidence, and whether the estimate
 *  is sure) and the answer: the cost of materials with what it leaves out, then what one costs to make and
 *  sells for in stores. `headingLevel` 2 where the page already has its own h1 (the shared page's title);
 *  `note` sits under the figure (where an estimate says what it was made from). */
export function ResultsHeader({
  analysis,
  photoUrl,
  onPhotoMissing,
  headingLevel = 1,
  note,
}: {
  analysis: Analysis;
  photoUrl?: string | null;
  onPhotoMissing?(): void;
  headingLevel?: 1 | 2;
  note?: ReactNode;
}) {
  const band = confidenceBand(analysis.confidence);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const uncertain = isUncertain(analysis);
  const pricing = analysis.pricingAnalysis;
  const showCategory = !categoryRepeatsName(analysis.productName, analysis.productCategory);
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
          {(showCategory || !pricing) && (
            <div className="row results-meta">
              {showCategory && <span className="badge tone-blue">{analysis.productCategory}</span>}
              {/* With the figures below, the confidence is one of them. */}
              {!pricing && (
                <span className={`badge tone-${band.tone}`}>{formatPercentWhole(analysis.confidence)} confidence</span>
              )}
            </div>
          )}
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
        {note}
        {pricing && (
          <dl className="results-stats">
            <div>
              <dt>To make one</dt>
              <dd>{formatEstimate(pricing.manufacturingCost)}</dd>
            </div>
            <div>
              <dt>In stores</dt>
              <dd>{formatEstimate(pricing.retailPrice)}</dd>
            </div>
            <div>
              <dt>Confidence</dt>
              <dd>{formatPercentWhole(analysis.confidence)}</dd>
            </div>
          </dl>
        )}
      </section>
    </>
  );
}
