/**
 * What the photo shows, from three kinds of evidence run cheapest first: a barcode (tens of ms), the
 * object detector (~0.3 s), then OCR of the packaging (0.1–1.5 s) only when the first two leave the
 * category in doubt. `fuseEvidence` is the pure decision; `identifyImage` runs the steps.
 */
import { findEntryById } from '@costlens/costbook';
import type { CostBookEntry, SizeClass } from '@costlens/costbook';
import type { Identification } from '@costlens/contracts';

import { FOOD_CONTAINERS, PACKAGED_CLASSES, REFUSAL_MESSAGES, refusalKindOf } from './coco.ts';
import type { RefusalKind } from './coco.ts';
import { categoryForClass, isProductClass, shortLabel } from './category-map.ts';
import { evidenceOf } from './confidence.ts';
import type { Signal } from './confidence.ts';
import type { ProductCode } from './barcode.ts';
import type { Detection } from './detect.ts';
import type { RgbImage } from './image.ts';
import { matchText } from './lexicon.ts';
import type { LexiconTerm, TermHit, TextMatch } from './lexicon.ts';
import type { OcrResult } from './ocr.ts';
import { decideOutcome, roundCandidates, scoreCandidates } from './outcome.ts';
import type { Candidate, Outcome } from './outcome.ts';
import { iou, pickBox, rankBoxes } from './pick-box.ts';
import type { SalientBox } from './pick-box.ts';

/** A detection this sure of a non-packaging class settles the category without reading text. */
export const STRONG_DETECTION = 0.5;
/** Person, animal or vehicle boxes below this score are not reason enough to refuse. */
export const MIN_REFUSAL_SCORE = 0.3;
/** A refusal class must be this much more salient than the best product box to win. */
export const REFUSAL_DOMINANCE = 1.5;
/** Classes that fire on scenery (a sunflower field is a "potted plant") must score higher to count. */
const SCENERY_CLASSES: ReadonlySet<string> = new Set(['potted plant', 'dining table', 'bench', 'bed']);
export const MIN_SCENERY_SCORE = 0.4;
/** Text matches weaker than this are noise (one short word found in a pattern). */
export const MIN_TEXT_SCORE = 0.35;
/** Packaging words this strong overrule a "person" (a hand holding a pack); a stray word on a banner does not. */
export const TEXT_OVERRULES_PERSON = 0.5;
/** A product box this sure, overlapping a person, is held or worn: the product is the subject. */
export const HELD_MIN_SCORE = 0.35;
/** Share of a product box inside a person box for it to count as held or worn. */
export const HELD_OVERLAP = 0.3;
/** Two boxes overlapping this much are one object given two labels (a puppy seen as a teddy bear). */
export const SAME_OBJECT_IOU = 0.4;
/** On one object, a person, animal or food label this close to the product label's score wins. */
export const LIVING_LABEL_PREFERENCE = 0.7;
/** Box area (share of the frame) below which the object looks small, above which large. */
export const SIZE_CLASS_AREA = { small: 0.1, large: 0.5 } as const;

export interface OcrTrace {
  ran: boolean;
  /** The engine that read the text, when it ran. */
  engine?: string;
  /** Why it ran or why it was skipped, in words. */
  reason: string;
  text?: string;
  confidence?: number;
}

/** The estimator's identification: the contract's fields plus what the analysis and the UI need. */
export interface EstimatorIdentification extends Identification {
  /** Cost-book entry id; null when refused or when nothing named the category. */
  entryId: string | null;
  productCategory: string | null;
  productName: string;
  /** Evidence strength as a percent, before the cost book's ceiling (see confidence.ts). */
  confidence: number;
  refused?: { kind: RefusalKind; reason: string };
  /**
   * named: sure enough to show as the answer; probable: ask "Probably X — is that right?" with
   * `candidates`; refused: see `refused` (or `needsCorrection` when a barcode was read).
   */
  outcome?: Outcome;
  /** Up to three categories the evidence supports, strongest first (empty when refused). */
  candidates?: Candidate[];
  /** Set when the product is real (a barcode) but its category could not be told. */
  needsCorrection?: { reason: string };
  sizeClass: SizeClass;
  signals: Signal[];
  detection: SalientBox | null;
  barcode: ProductCode | null;
  productUrl: string | null;
  textMatch: TextMatch | null;
  ocr: OcrTrace;
}

/** What the photo steps produce: an identification whose outcome and candidates are always set (a user's correction has neither). */
export type PhotoIdentification = EstimatorIdentification & { outcome: Outcome; candidates: Candidate[] };

export interface PhotoEvidence {
  barcode: ProductCode | null;
  detections: readonly Detection[];
  text: TextMatch[] | null;
  ocr: OcrTrace;
}

/** Boxes of classes the cost book prices, scenery classes only when sure enough. */
function productBoxFilter(label: string): boolean {
  return isProductClass(label) && refusalKindOf(label) === null;
}

function pickProductBox(detections: readonly Detection[]): SalientBox | null {
  const sure = detections.filter((d) => !SCENERY_CLASSES.has(d.label) || d.score >= MIN_SCENERY_SCORE);
  return pickBox(sure, productBoxFilter);
}

function pickRefusalBox(detections: readonly Detection[]): SalientBox | null {
  return pickBox(
    detections.filter((d) => d.score >= MIN_REFUSAL_SCORE),
    (label) => refusalKindOf(label) !== null,
  );
}

/** Share of box `a` that lies inside box `b`. */
function insideShare(a: Detection['box'], b: Detection['box']): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const area = a.w * a.h;
  return area > 0 ? (ix * iy) / area : 0;
}

/**
 * The refusal the detections call for before any text is read, or null. A barcode always means a
 * product. A person is refused only when the person, not a product, is the subject: a product held
 * or worn (its box overlapping the person's) is a product photo. A box the detector labels both as a
 * product and as an animal or food (a puppy and a teddy bear, a meal and a bowl) is the animal or food.
 */
export function refusalFromDetections(
  detections: readonly Detection[],
  barcode: ProductCode | null,
): RefusalKind | null {
  if (barcode) return null;
  const refusal = pickRefusalBox(detections);
  if (!refusal) return null;
  const kind = refusalKindOf(refusal.label)!;
  const products = rankBoxes(
    detections.filter((d) => !SCENERY_CLASSES.has(d.label) || d.score >= MIN_SCENERY_SCORE),
    productBoxFilter,
  );
  const refusals = rankBoxes(
    detections.filter((d) => d.score >= MIN_REFUSAL_SCORE),
    (label) => refusalKindOf(label) !== null,
  );
  const product = products[0];
  if (!product) return kind;
  // Two labels on one object: the living thing or the food is what the photo shows.
  const twin = refusals.find(
    (r) => iou(r.box, product.box) >= SAME_OBJECT_IOU && r.score >= LIVING_LABEL_PREFERENCE * product.score,
  );
  if (twin && refusalKindOf(twin.label) !== 'person') return refusalKindOf(twin.label);
  // Food on a plate, in a bowl or on a table is a meal.
  const meal = refusals.find(
    (r) =>
      refusalKindOf(r.label) === 'food' && FOOD_CONTAINERS.has(product.label) && insideShare(r.box, product.box) >= 0.6,
  );
  if (meal) return 'food';
  if (kind === 'person') {
    const held = products.some(
      (p) =>
        p.score >= HELD_MIN_SCORE && insideShare(p.box, refusal.box) >= HELD_OVERLAP && iou(p.box, refusal.box) < 0.6,
    );
    if (held) return null;
  }
  // A clearly seen product next to a person or a pet is still a product photo.
  if (product.score >= STRONG_DETECTION || refusal.salience < REFUSAL_DOMINANCE * product.salience) return null;
  return kind;
}

/** Whether OCR should run, and why, given what the cheap steps found. */
export function ocrDecision(
  detections: readonly Detection[],
  barcode: ProductCode | null,
): { run: boolean; reason: string } {
  const product = pickProductBox(detections);
  if (barcode) return { run: true, reason: 'a barcode names the product but not its category; the label text may' };
  if (!product) return { run: true, reason: 'the detector found no product class' };
  if (PACKAGED_CLASSES.has(product.label))
    return { run: true, reason: `"${product.label}" is packaging; its label names the product` };
  const choice = categoryForClass(
    product.label,
    detections.map((d) => d.label),
  );
  if (choice && choice.candidates.length > 1 && !choice.sceneReason)
    return { run: true, reason: `"${product.label}" maps to ${choice.candidates.length} categories` };
  if (product.score < STRONG_DETECTION)
    return { run: true, reason: `the detector's best product box is weak (score ${product.score.toFixed(2)})` };
  return { run: false, reason: `the detector was sure enough ("${product.label}", score ${product.score.toFixed(2)})` };
}

export function sizeClassOf(box: SalientBox | null): SizeClass {
  if (!box) return 'medium';
  if (box.area < SIZE_CLASS_AREA.small) return 'small';
  if (box.area > SIZE_CLASS_AREA.large) return 'large';
  return 'medium';
}

/** "miss vickie's" → "Miss Vickie's", "coca-cola" → "Coca-Cola". */
export function displayBrand(brand: string): string {
  return brand.replace(/(^|[\s\-+])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function gtinOf(code: ProductCode | null): string | null {
  if (!code) return null;
  return code.kind === 'gtin' ? code.gtin : code.gtin;
}

function describeBarcode(code: ProductCode): string {
  if (code.kind === 'gtin') return `barcode ${code.format} ${code.gtin} (check digit valid)`;
  return code.gtin ? `QR code ${code.url} (GTIN ${code.gtin})` : `QR code ${code.url}`;
}

function describeHit(hit: TermHit): string {
  return `"${hit.term}" (${hit.kind}${hit.similarity < 1 ? `, read as "${hit.found}"` : ''})`;
}

function describeBox(box: SalientBox): string {
  return `detector: "${box.label}" score ${box.score.toFixed(2)}, ${Math.round(box.area * 100)} % of the frame`;
}

/** ISBN-13 codes (GS1 "Bookland" prefixes 978/979) are books by definition. */
export function isIsbn(gtin: string | null): boolean {
  return !!gtin && gtin.length === 13 && /^97[89]/.test(gtin);
}
const BOOK_ENTRY_ID = 'book';
const ISBN_EVIDENCE = 0.95;

/** The pure decision: one identification from the evidence gathered. */
export function fuseEvidence(ev: PhotoEvidence): PhotoIdentification {
  const upc = gtinOf(ev.barcode);
  const isbn = isIsbn(upc);
  const productUrl = ev.barcode?.kind === 'url' ? ev.barcode.url : null;
  const evidence: string[] = [];
  if (ev.barcode) evidence.push(describeBarcode(ev.barcode));
  const sceneLabels = ev.detections.map((d) => d.label);
  // A retail code that is not an ISBN rules out a book, whatever the box looked like.
  const usable = upc && !isbn ? ev.detections.filter((d) => d.label !== 'book') : ev.detections;
  const product = pickProductBox(usable);
  if (product) evidence.push(describeBox(product));

  const base = {
    upc,
    productUrl,
    barcode: ev.barcode,
    ocr: ev.ocr,
    detection: product,
  };

  const refusalKind = refusalFromDetections(ev.detections, ev.barcode);
  // A hand holding a pack is a "person" to the detector; packaging words say it is a product.
  const textOverrulesPerson =
    refusalKind === 'person' &&
    (ev.text ?? []).some((m) => m.score >= TEXT_OVERRULES_PERSON && m.hits.some((h) => h.kind === 'alias'));
  if (refusalKind && !textOverrulesPerson) {
    const refusal = pickRefusalBox(ev.detections)!;
    return refused(refusalKind, [...evidence, describeBox(refusal)], base);
  }

  const textMatches = (ev.text ?? []).filter((m) => m.score >= MIN_TEXT_SCORE);
  const textBest = textMatches[0] ?? null;
  const detChoice = product ? categoryForClass(product.label, sceneLabels) : null;
  if (detChoice?.sceneReason) evidence.push(`scene: ${detChoice.sceneReason}`);
  if (textBest) evidence.push(`text: ${textBest.hits.map(describeHit).join(', ')}`);

  const productBoxes = rankBoxes(
    usable.filter((d) => !SCENERY_CLASSES.has(d.label) || d.score >= MIN_SCENERY_SCORE),
    productBoxFilter,
  ).slice(0, 3);
  const ranked = scoreCandidates({
    boxes: productBoxes,
    sceneLabels,
    text: textMatches,
    barcodeEntry: isbn ? { entryId: BOOK_ENTRY_ID, strength: ISBN_EVIDENCE } : null,
  });
  const decision = decideOutcome(ranked, false);
  const top = decision.outcome === 'refused' ? null : ranked[0];
  const entry: CostBookEntry | null = top ? (findEntryById(top.categoryId) ?? null) : null;

  if (!entry) {
    if (upc || productUrl) {
      return {
        ...base,
        entryId: null,
        productCategory: null,
        productName: upc ? `Product ${upc}` : 'Product from QR code',
        productQuery: upc ?? productUrl ?? '',
        brand: null,
        source: 'barcode',
        evidence,
        confidence: 0,
        outcome: 'refused',
        candidates: roundCandidates(ranked.slice(0, 3)),
        needsCorrection: {
          reason:
            'The barcode was read, but nothing in the photo says what kind of product it is. Type its name or category to estimate its cost.',
        },
        sizeClass: 'medium',
        signals: [],
        textMatch: null,
      };
    }
    const weakRefusal = pickBox(
      ev.detections.filter((d) => d.score >= 0.2 && d.box.w * d.box.h >= 0.05),
      (l) => refusalKindOf(l) !== null,
    );
    if (ranked[0])
      evidence.push(`too little evidence for any category (best "${ranked[0].label}", ${ranked[0].score.toFixed(2)})`);
    return refused(weakRefusal ? refusalKindOf(weakRefusal.label)! : 'no-product', evidence, base);
  }

  // What chose the entry, for the source and the methodology: the strongest signal naming it.
  const detAgrees = !!detChoice && detChoice.candidates.some((c) => c.id === entry.id);
  const textForEntry = textMatches.find((m) => m.entryId === entry.id) ?? null;
  const decidedBy: 'barcode' | 'text' | 'detection' =
    isbn && entry.id === BOOK_ENTRY_ID
      ? 'barcode'
      : textForEntry && (!detAgrees || !product || textForEntry.score >= product.score)
        ? 'text'
        : 'detection';
  if (decidedBy === 'barcode') evidence.push('the code is an ISBN (prefix 978/979): a book');

  const signals: Signal[] = [];
  if (decidedBy === 'barcode') signals.push({ kind: 'barcode', strength: ISBN_EVIDENCE, agrees: true });
  if (product && detChoice) {
    signals.push({
      kind: 'detection',
      strength: product.score,
      agrees: detAgrees,
      ambiguous: detAgrees && decidedBy === 'detection' && detChoice.candidates.length > 1 && !detChoice.sceneReason,
    });
  }
  const textMatch = decidedBy === 'text' ? textForEntry : null;
  for (const m of textMatches.slice(0, 3)) {
    signals.push({ kind: 'text', strength: m.score, agrees: m.entryId === entry.id });
  }

  const brandHit = textForEntry?.hits.filter((h) => h.kind === 'brand').sort((a, b) => b.similarity - a.similarity)[0];
  const brand = brandHit ? displayBrand(brandHit.term) : null;
  return {
    ...base,
    entryId: entry.id,
    productCategory: entry.label,
    productName: brand ? `${brand} ${shortLabel(entry)}` : entry.label,
    productQuery: upc ?? (brand ? `${brand} ${entry.productQuery}` : entry.productQuery),
    brand,
    source: upc || decidedBy === 'barcode' ? 'barcode' : decidedBy === 'text' ? 'text' : 'detection',
    evidence,
    confidence: Math.round(evidenceOf(signals) * 100),
    outcome: decision.outcome,
    candidates: roundCandidates(decision.candidates),
    sizeClass: detAgrees ? sizeClassOf(product) : 'medium',
    signals,
    textMatch,
  };
}

function refused(
  kind: RefusalKind,
  evidence: string[],
  base: Pick<EstimatorIdentification, 'upc' | 'productUrl' | 'barcode' | 'ocr' | 'detection'>,
): PhotoIdentification {
  return {
    ...base,
    entryId: null,
    productCategory: null,
    productName: 'No product',
    productQuery: '',
    brand: null,
    source: 'detection',
    evidence,
    confidence: 0,
    outcome: 'refused',
    candidates: [],
    refused: { kind, reason: REFUSAL_MESSAGES[kind] },
    sizeClass: 'medium',
    signals: [],
    textMatch: null,
  };
}

/** The steps identifyImage runs; each engine is loaded by the caller. */
export interface Engines {
  readBarcode(image: RgbImage): Promise<ProductCode | null>;
  detect(image: RgbImage): Promise<Detection[]>;
  /** Null when OCR is disabled. */
  readText: ((image: RgbImage) => Promise<OcrResult & { engine: string }>) | null;
  lexicon: readonly LexiconTerm[];
}

export interface StepTimings {
  barcodeMs: number;
  detectMs: number;
  ocrMs: number;
}

/** Runs the steps cheapest first and fuses what they found. */
export async function identifyImage(
  engines: Engines,
  image: RgbImage,
): Promise<{ identification: PhotoIdentification; timings: StepTimings }> {
  const timings: StepTimings = { barcodeMs: 0, detectMs: 0, ocrMs: 0 };
  let t = performance.now();
  const barcode = await engines.readBarcode(image);
  timings.barcodeMs = performance.now() - t;

  t = performance.now();
  const detections = await engines.detect(image);
  timings.detectMs = performance.now() - t;

  let text: TextMatch[] | null = null;
  let ocr: OcrTrace;
  const refusal = refusalFromDetections(detections, barcode);
  const decision = ocrDecision(detections, barcode);
  // A person may be a hand holding the product: its packaging text can still say so.
  const personWithText = refusal === 'person';
  if (refusal && !personWithText) ocr = { ran: false, reason: `the photo was refused (${refusal})` };
  else if (!engines.readText) ocr = { ran: false, reason: 'OCR is disabled' };
  else if (!decision.run && !personWithText) ocr = { ran: false, reason: decision.reason };
  else {
    t = performance.now();
    const result = await engines.readText(image);
    timings.ocrMs = performance.now() - t;
    text = matchText(result.text, engines.lexicon);
    ocr = {
      ran: true,
      engine: result.engine,
      reason: personWithText
        ? 'a person is in the photo; packaging text would show a product held in a hand'
        : decision.reason,
      text: result.text,
      confidence: result.confidence,
    };
  }
  return { identification: fuseEvidence({ barcode, detections, text, ocr }), timings };
}
