/** Under the cost figure, and at the top of the panels that come from the same figures: when the estimate is
 *  from the product's family rather than research on the product itself, it says so. */
import type { Analysis } from '@costlens/contracts';
import { BASIS_TEXTS, familyBasisOf } from './estimate-basis.ts';

export function EstimateBasisNote({ analysis }: { analysis: Pick<Analysis, 'estimateBasis'> }) {
  const basis = familyBasisOf(analysis);
  if (!basis) return null;
  return (
    <p className="results-banner-note results-basis" data-basis="family">
      {BASIS_TEXTS.note(basis.family)}
      {basis.typical && <> {BASIS_TEXTS.typical(basis.typical)}</>}
    </p>
  );
}

export function FamilyPanelsNote({ analysis }: { analysis: Pick<Analysis, 'estimateBasis'> }) {
  const basis = familyBasisOf(analysis);
  if (!basis) return null;
  return <p className="results-basis-panels small">{BASIS_TEXTS.panels(basis.family)}</p>;
}
