import type { HeadMixing } from './product-head.ts';

/**
 * Every threshold the identification's outcome depends on, in one place, because they were chosen
 * together: on the tuning half of the evaluation set and the fixtures, to name as many products as
 * possible while confident names that are wrong stay at or under 5 % (scripts/calibrate.ts searches
 * them; README "Measured" has the figures on both halves). The report half never moved them.
 */
export interface Calibration extends HeadMixing {
  /** A category is named without asking when its support reaches this... */
  namedMinScore: number;
  /** ...and leads the runner-up by this much. */
  namedMinMargin: number;
  /** Below this the photo is refused as "not sure which product" rather than offered as a guess. */
  probableMinScore: number;
  /** Candidates weaker than this are not offered. */
  candidateMinScore: number;
  /** How much the classifier's support for an entry counts (its probabilities run high on ImageNet-like photos). */
  classifierWeight: number;
  /**
   * How much the classifier's support counts for packaged goods (cartons, bags, bottles, tubs, boxes): the look
   * of a package says less than its label, and ImageNet has few package classes, so cartons read as "lotion".
   */
  packagingLookWeight: number;
  /** A non-product group (animal, food, vehicle, scene, clothes worn) needs this much of the classifier... */
  refuseGroupMin: number;
  /** ...and this many times the best product's support, to refuse the photo on the classifier's word. */
  refuseGroupDominance: number;
  /**
   * Classifier support at which a product overrules the detector's person, animal or food box: a hand holding
   * a carton, a tartan cap the detector calls a dog.
   */
  productOverrulesRefusal: number;
  /**
   * A person is the subject only when their box is this salient (score × √area × centredness): a hand holding
   * a carton at the edge of a shelf photo is not a portrait.
   */
  personSubjectMinSalience: number;
}

export const CALIBRATION: Calibration = {
  namedMinScore: 0.45,
  namedMinMargin: 0.1,
  probableMinScore: 0.3,
  candidateMinScore: 0.08,
  classifierWeight: 1,
  packagingLookWeight: 0.7,
  refuseGroupMin: 0.5,
  refuseGroupDominance: 2,
  productOverrulesRefusal: 0.4,
  personSubjectMinSalience: 0.2,
  headShare: 0.6,
  headFamiliarityFrom: 0.5,
  headFamiliarityTo: 0.7,
};
