/**
 * What the photo shows, from three kinds of evidence run cheapest first: a barcode (tens of ms), the
 * object detector (~0.3 s), then OCR of the packaging (0.1–1.5 s) only when the first two leave the
 * category in doubt. `fuseEvidence` is the pure decision; `identifyImage` runs the steps.
 */
import { findEntryById } from '@costlens/costbook';
import type { CostBookEntry, SizeClass } from '@costlens/costbook';
import type { Identification } from '@costlens/contracts';

import { CALIBRATION } from './calibration.ts';
import type { Calibration } from './calibration.ts';
import { REFUSAL_MESSAGES, refusalKindOf } from './coco.ts';
import type { RefusalKind } from './coco.ts';
import { categoryForClass, shortLabel } from './category-map.ts';
import { photoLooks, squareAround } from './classify.ts';
import type { Region } from './classify.ts';
import { evidenceOf } from './confidence.ts';
import type { Signal } from './confidence.ts';
import type { ProductCode } from './barcode.ts';
import type { Detection } from './detect.ts';
import { combineViews, rankedSupport } from './imagenet-evidence.ts';
import type { ClassifierView } from './imagenet-evidence.ts';
import type { RgbImage } from './image.ts';
import { matchText } from './lexicon.ts';
import type { LexiconTerm, TermHit, TextMatch } from './lexicon.ts';
import type { OcrResult } from './ocr.ts';
import { classifierSupport, decideOutcome, PACKAGED_ENTRIES, roundCandidates, scoreCandidates } from './outcome.ts';
import type { Candidate, Outcome } from './outcome.ts';
import { pickBox, rankBoxes } from './pick-box.ts';
import type { SalientBox } from './pick-box.ts';
import {
  decideRefusal,
  personInPhoto,
  pickProductBox,
  productBoxFilter,
  REFUSAL_CORROBORATION,
  withoutWeakScenery,
} from './refusal.ts';

/** Text matches weaker than this are noise (one short word found in a pattern). */
export const MIN_TEXT_SCORE = 0.35;
/** Packaging words this strong overrule a "person" (a hand holding a pack); a stray word on a banner does not. */
export const TEXT_OVERRULES_PERSON = 0.5;
/** Box area (share of the frame) below which the object looks small, above which large. */
export const SIZE_CLASS_AREA = { small: 0.1, large: 0.5 } as const;
/** A subject box bigger than this share of the frame is read by the whole-photo view already. */
export const SUBJECT_VIEW_MAX_AREA = 0.6;
/** Extra room kept around the subject's box when it is cut out for the classifier. */
const SUBJECT_MARGIN = 0.15;
/** A photo this much like a shop aisle is of packaged goods whose label decides: OCR reads it. */
export const SHOP_SCENE_MIN = 0.2;

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
  /** The classifier's strongest classes for each region it read (empty when it did not run). */
  classified?: { region: ClassifierView['region']; top: ClassifierView['top'] }[];
}

/** What the photo steps produce: an identification whose outcome and candidates are always set (a user's correction has neither). */
export type PhotoIdentification = EstimatorIdentification & { outcome: Outcome; candidates: Candidate[] };

export interface PhotoEvidence {
  barcode: ProductCode | null;
  detections: readonly Detection[];
  /** The classifier's views of the photo (the whole photo, the subject's box); empty when it did not run. */
  views: readonly ClassifierView[];
  text: TextMatch[] | null;
  ocr: OcrTrace;
}

/** What the image models saw before any text is read. */
export type ImageEvidence = Pick<PhotoEvidence, 'barcode' | 'detections' | 'views'>;

/**
 * The part of the photo the classifier reads besides the whole: the most salient box of any class but a
 * person (a shoe the detector calls a surfboard is still where the shoe is), unless it is most of the frame.
 */
export function subjectRegion(detections: readonly Detection[]): Region | null {
  const box = pickBox(withoutWeakScenery(detections), (label) => label !== 'person');
  if (!box || box.area > SUBJECT_VIEW_MAX_AREA) return null;
  return box.box;
}

/**
 * The classifier's whole-photo view alone names the product (not a package, nothing to refuse): the
 * detector, the subject's box and OCR could not change the answer enough to be worth their time. A person
 * box would not refuse it either, since a product this clear overrules one (refusal.ts).
 */
export function namedByClassifierAlone(view: ClassifierView, cal: Calibration = CALIBRATION): boolean {
  if (decideRefusal([], null, view, false, cal)) return false;
  const ranked = scoreCandidates({ boxes: [], sceneLabels: [], text: [], barcodeEntry: null, classifier: view }, cal);
  const top = ranked[0];
  if (!top || PACKAGED_ENTRIES.has(top.categoryId) || view.shop >= SHOP_SCENE_MIN) return false;
  return (
    decideOutcome(ranked, false, cal).outcome === 'named' &&
    (view.support[top.categoryId] ?? 0) >= cal.productOverrulesRefusal
  );
}

/**
 * How far the pipeline must go after the whole photo is classified: `named` or `refused` when the photo
 * view alone settles it (the detector, the subject's box and OCR could not change the answer enough to be
 * worth their time), `package` when it is clearly a package whose label decides (OCR reads it; the
 * detector adds nothing a label does not say better), else `full`.
 */
export type PipelinePlan = 'named' | 'refused' | 'package' | 'full';

export function planFromPhoto(
  view: ClassifierView,
  barcode: ProductCode | null,
  cal: Calibration = CALIBRATION,
): PipelinePlan {
  if (barcode) return 'full';
  if (namedByClassifierAlone(view, cal)) return 'named';
  if (decideRefusal([], null, view, false, cal)) return 'refused';
  const [top] = rankedSupport(view);
  if (top && PACKAGED_ENTRIES.has(top.entryId) && top.support >= cal.productOverrulesRefusal) return 'package';
  return 'full';
}

/** Whether OCR should run, and why, given what the image models found. */
export function ocrDecision(ev: ImageEvidence, cal: Calibration = CALIBRATION): { run: boolean; reason: string } {
  if (ev.barcode) return { run: true, reason: 'a barcode names the product but not its category; the label text may' };
  const classifier = combineViews(ev.views);
  const refusal = decideRefusal(ev.detections, ev.barcode, classifier, false, cal);
  if (refusal?.kind === 'person')
    return { run: true, reason: 'a person is in the photo; packaging text would show a product held in a hand' };
  if (refusal) return { run: false, reason: `the photo was refused (${refusal.kind})` };
  const ranked = scoreCandidates(candidateEvidence(ev, classifier, []), cal);
  const decision = decideOutcome(ranked, false, cal);
  const top = ranked[0];
  if (decision.outcome !== 'named' || !top)
    return { run: true, reason: 'the image models are not sure which product this is' };
  if (PACKAGED_ENTRIES.has(top.categoryId))
    return { run: true, reason: `a package (${top.label}): its label names the product and its brand` };
  if ((classifier?.shop ?? 0) >= SHOP_SCENE_MIN) return { run: true, reason: 'the photo looks like a shop aisle' };
  return { run: false, reason: `the image models named it clearly (${top.label}, ${top.score.toFixed(2)})` };
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

function describeView(view: ClassifierView): string {
  const classes = view.top
    .filter((t) => t.p >= 0.05)
    .map((t) => `"${t.label}" ${t.p.toFixed(2)}`)
    .join(', ');
  return `classifier (${view.region === 'photo' ? 'whole photo' : "the subject's box"}): ${classes || 'no class above 0.05'}`;
}

/** The evidence scoreCandidates weighs: product boxes, the classifier, text and an ISBN. */
function candidateEvidence(ev: ImageEvidence, classifier: ClassifierView | null, text: TextMatch[]) {
  const upc = gtinOf(ev.barcode);
  const isbn = isIsbn(upc);
  // A retail code that is not an ISBN rules out a book, whatever the box looked like.
  const usable = upc && !isbn ? ev.detections.filter((d) => d.label !== 'book') : ev.detections;
  return {
    boxes: rankBoxes(withoutWeakScenery(usable), productBoxFilter).slice(0, 3),
    sceneLabels: ev.detections.map((d) => d.label),
    text,
    barcodeEntry: isbn ? { entryId: BOOK_ENTRY_ID, strength: ISBN_EVIDENCE } : null,
    classifier,
    garments: classifier && !personInPhoto(ev.detections) ? classifier.groups.worn : 0,
  };
}

/** The pure decision: one identification from the evidence gathered. */
export function fuseEvidence(ev: PhotoEvidence, cal: Calibration = CALIBRATION): PhotoIdentification {
  const upc = gtinOf(ev.barcode);
  const isbn = isIsbn(upc);
  const productUrl = ev.barcode?.kind === 'url' ? ev.barcode.url : null;
  const evidence: string[] = [];
  if (ev.barcode) evidence.push(describeBarcode(ev.barcode));
  const sceneLabels = ev.detections.map((d) => d.label);
  const usable = upc && !isbn ? ev.detections.filter((d) => d.label !== 'book') : ev.detections;
  const product = pickProductBox(usable);
  if (product) evidence.push(describeBox(product));
  const classifier = combineViews(ev.views);
  for (const view of ev.views) evidence.push(describeView(view));

  const base = {
    upc,
    productUrl,
    barcode: ev.barcode,
    ocr: ev.ocr,
    detection: product,
    classified: ev.views.map((v) => ({ region: v.region, top: v.top })),
  };

  const textMatches = (ev.text ?? []).filter((m) => m.score >= MIN_TEXT_SCORE);
  // A hand holding a pack is a "person" to the detector; packaging words say it is a product.
  const textSaysProduct = (ev.text ?? []).some(
    (m) => m.score >= TEXT_OVERRULES_PERSON && m.hits.some((h) => h.kind === 'alias'),
  );
  const refusal = decideRefusal(ev.detections, ev.barcode, classifier, textSaysProduct, cal);
  if (refusal) return refused(refusal.kind, [...evidence, refusal.because], base);

  const textBest = textMatches[0] ?? null;
  const detChoice = product ? categoryForClass(product.label, sceneLabels) : null;
  if (detChoice?.sceneReason) evidence.push(`scene: ${detChoice.sceneReason}`);
  if (textBest) evidence.push(`text: ${textBest.hits.map(describeHit).join(', ')}`);

  const ranked = scoreCandidates(candidateEvidence(ev, classifier, textMatches), cal);
  const decision = decideOutcome(ranked, false, cal);
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
    if (ranked[0])
      evidence.push(`too little evidence for any category (best "${ranked[0].label}", ${ranked[0].score.toFixed(2)})`);
    return refused(weakRefusalKind(ev.detections, classifier), evidence, base);
  }

  // What chose the entry, for the source and the methodology: the strongest signal naming it.
  const detAgrees = !!detChoice && detChoice.candidates.some((c) => c.id === entry.id);
  const textForEntry = textMatches.find((m) => m.entryId === entry.id) ?? null;
  const classifierFor = classifierSupport(entry.id, classifier, cal);
  const imageStrength = Math.max(classifierFor, detAgrees && product ? product.score : 0);
  const decidedBy: 'barcode' | 'text' | 'detection' =
    isbn && entry.id === BOOK_ENTRY_ID
      ? 'barcode'
      : textForEntry && textForEntry.score >= imageStrength
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
      ambiguous: detAgrees && detChoice.candidates.length > 1 && !detChoice.sceneReason && !(classifierFor > 0.3),
    });
  }
  if (classifier) {
    const best = rankedSupport(classifier)[0];
    if (classifierFor > 0) signals.push({ kind: 'classifier', strength: classifierFor, agrees: true });
    if (best && best.entryId !== entry.id)
      signals.push({ kind: 'classifier', strength: classifierSupport(best.entryId, classifier, cal), agrees: false });
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

/**
 * Why a photo nobody could name is refused: a weak animal, vehicle or food box says so only when the
 * classifier sees some of it too (a tartan cap is not a dog); otherwise the photo may well show a product.
 */
function weakRefusalKind(detections: readonly Detection[], classifier: ClassifierView | null): RefusalKind {
  const weak = pickBox(
    detections.filter((d) => d.score >= 0.2 && d.box.w * d.box.h >= 0.05),
    (l) => refusalKindOf(l) !== null,
  );
  const kind = weak ? refusalKindOf(weak.label) : null;
  if (!kind) return 'no-product';
  if (!classifier) return kind;
  const group = kind === 'person' ? 'worn' : kind;
  return classifier.groups[group] >= REFUSAL_CORROBORATION ? kind : 'no-product';
}

function refused(
  kind: RefusalKind,
  evidence: string[],
  base: Pick<EstimatorIdentification, 'upc' | 'productUrl' | 'barcode' | 'ocr' | 'detection' | 'classified'>,
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
  /** A code in the photo as it stands (tens of ms). */
  readBarcode(image: RgbImage): Promise<ProductCode | null>;
  /** A code in turned copies of the photo (100–250 ms when there is none): skipped for a clearly named product. */
  readTiltedBarcode(image: RgbImage): Promise<ProductCode | null>;
  detect(image: RgbImage): Promise<Detection[]>;
  /** What the classifier reads in one part of the photo, from one or several regions of it (averaged). */
  classify(image: RgbImage, regions: readonly Region[], name: ClassifierView['region']): Promise<ClassifierView>;
  /** Null when OCR is disabled. */
  readText: ((image: RgbImage) => Promise<OcrResult & { engine: string }>) | null;
  lexicon: readonly LexiconTerm[];
}

export interface StepTimings {
  barcodeMs: number;
  detectMs: number;
  classifyMs: number;
  ocrMs: number;
}

/** Runs the steps cheapest first and fuses what they found. */
export async function identifyImage(
  engines: Engines,
  image: RgbImage,
): Promise<{ identification: PhotoIdentification; timings: StepTimings }> {
  const timings: StepTimings = { barcodeMs: 0, detectMs: 0, classifyMs: 0, ocrMs: 0 };
  let t = performance.now();
  let barcode = await engines.readBarcode(image);
  timings.barcodeMs = performance.now() - t;

  t = performance.now();
  const photo = await engines.classify(image, photoLooks(image.width, image.height), 'photo');
  timings.classifyMs = performance.now() - t;
  const plan = planFromPhoto(photo, barcode);
  if (plan === 'named' || plan === 'refused') {
    const ocr = { ran: false, reason: 'the whole photo settled it' };
    return { identification: fuseEvidence({ barcode, detections: [], views: [photo], text: null, ocr }), timings };
  }
  if (!barcode) {
    t = performance.now();
    barcode = await engines.readTiltedBarcode(image);
    timings.barcodeMs += performance.now() - t;
  }

  let detections: Detection[] = [];
  const views = [photo];
  if (plan === 'full') {
    t = performance.now();
    detections = await engines.detect(image);
    timings.detectMs = performance.now() - t;
    t = performance.now();
    const subject = subjectRegion(detections);
    if (subject)
      views.push(
        await engines.classify(image, [squareAround(subject, image.width, image.height, SUBJECT_MARGIN)], 'subject'),
      );
    timings.classifyMs += performance.now() - t;
  }

  let text: TextMatch[] | null = null;
  let ocr: OcrTrace;
  const decision = ocrDecision({ barcode, detections, views });
  if (!decision.run) ocr = { ran: false, reason: decision.reason };
  else if (!engines.readText) ocr = { ran: false, reason: 'OCR is disabled' };
  else {
    t = performance.now();
    const result = await engines.readText(image);
    timings.ocrMs = performance.now() - t;
    text = matchText(result.text, engines.lexicon);
    ocr = {
      ran: true,
      engine: result.engine,
      reason: decision.reason,
      text: result.text,
      confidence: result.confidence,
    };
  }
  return { identification: fuseEvidence({ barcode, detections, views, text, ocr }), timings };
}
