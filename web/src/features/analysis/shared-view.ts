/** The shared page's fixed texts: what a visitor sees does not depend on
 *  notes written for the analysis' owner. */

/** The shared view's complexity is fixed. */
export const SHARED_COMPLEXITY = 'Medium';

export const SHARED_CONFIDENCE_NOTE =
  'Confidence reflects how clearly the product and its materials could be identified from the photo.';

export const SHARED_DISCLAIMER =
  'This is an AI-assisted estimate of raw material costs for research purposes. Actual costs depend on suppliers, volumes, labor and overhead; verify with supplier quotes before making business decisions.';
