/**
 * The embedded estimator: a photo in, an identification or a full Analysis out, with models from
 * installed packages only. Framework-free: the API wraps it in its vision-provider interface.
 *
 *   const estimator = createEstimator();
 *   const analysis = await estimator.analyze(bytes);
 */
import { detailedEntries, findEntryById } from '@costlens/costbook';
import type { Analysis, AnalyzeHints } from '@costlens/contracts';

import { buildAnalysis, buildAnalysisFromCorrection, UnknownCategoryError } from './analysis.ts';
import {
  classifierModelDir,
  defaultModelDir,
  diskModelFiles,
  readProductHeadFile,
  readZxingWasm,
  tessdataDir,
} from './assets-node.ts';
import { createIdentifierCore } from './identifier-core.ts';
import { sharpDecoder } from './image-node.ts';
import type { ImageDecoder } from './image.ts';
import { identifyImage } from './identify.ts';
import type { EstimatorIdentification, PhotoIdentification, StepTimings } from './identify.ts';
import { lazyResource } from './lazy-resource.ts';
import { buildLexicon } from './build-lexicon.ts';
import { REFUSAL_MESSAGES } from './coco.ts';
import { createTextReader } from './ocr.ts';
import type { TextReader } from './ocr.ts';
import { createPaddleReader } from './ocr-paddle.ts';
import { WORKING_SIDE_PX } from './working-size.ts';

export {
  buildAnalysis,
  buildAnalysisFromCorrection,
  buildAnalysisFromWords,
  UnknownCategoryError,
  kindChoice,
  bomRangeFor,
  makeOrBuy,
  opportunityOf,
} from './analysis.ts';
export { confidenceFor, evidenceOf, spreadCeiling } from './confidence.ts';
export { fuseEvidence, ocrDecision } from './identify.ts';
export { decideRefusal, refusalFromDetections } from './refusal.ts';
export type { EstimatorIdentification, OcrTrace, PhotoIdentification, StepTimings } from './identify.ts';
export { pickBox, rankBoxes } from './pick-box.ts';
export { REFUSAL_MESSAGES } from './coco.ts';
export type { RefusalKind } from './coco.ts';
export { ImageDecodeError } from './image-node.ts';
export type { RgbImage } from './image.ts';
export { WORKING_SIDE_PX } from './working-size.ts';
export { EstimatorAbortedError, EstimatorBusyError, DEFAULT_MAX_WAITING } from './job-queue.ts';
export type { Candidate, Outcome } from './outcome.ts';
export type { KindChoice } from './analysis.ts';
/**
 * What each OCR engine reads: PaddleOCR's text detector runs at the image's own size, so 960 px
 * (its authors' suggested cap) bounds its time; tesseract read the fixture labels best as a grey
 * copy enlarged to about 1000 px.
 */
const OCR_INPUT = {
  paddle: { maxSide: 960, grey: false, enlarge: false },
  tesseract: { maxSide: 1000, grey: true, enlarge: true },
} as const;
/**
 * A photo smaller than this (long side) is enlarged to it for OCR: on 348 px shop photos of cartons
 * PaddleOCR found no text at their own size, and enlarged to 640 px it still misread brands
 * ("CocaG zero") that it read at 960 px.
 */
const OCR_MIN_SIDE = 960;

export type OcrEngine = keyof typeof OCR_INPUT;

export interface EstimatorOptions {
  /** Folder with centernet.json + centernet.bin; defaults to the one in @vladmandic/human. */
  modelDir?: string;
  /** Folder with classifier.json + classifier.bin; defaults to this package's models/. */
  classifierDir?: string;
  /** Read packaging text when the image models leave doubt (default true). */
  enableOcr?: boolean;
  /** 'paddle' (default: read more packaging, mostly faster) or 'tesseract'. */
  ocrEngine?: OcrEngine;
  /** Tesseract languages (default ['eng']: French added nothing on the fixtures and doubled OCR time). */
  ocrLanguages?: readonly string[];
  /** Long side of the image OCR reads (defaults per engine, see OCR_INPUT). */
  ocrMaxSide?: number;
  /** Photos allowed to wait behind the one being identified; one more is refused with EstimatorBusyError. */
  maxWaiting?: number;
}

/** Per-call options: a caller that gives up (a closed request) aborts its photo before it runs. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Thrown by analyze() when the photo is not something CostLens can price; `reason` is for the user. */
export class NotAProductError extends Error {
  readonly code = 'not_a_product' as const;
  constructor(readonly identification: EstimatorIdentification) {
    super(identification.refused?.reason ?? identification.needsCorrection?.reason ?? REFUSAL_MESSAGES['no-product']);
  }
}

export interface IdentifyResult extends PhotoIdentification {
  timings: StepTimings & { decodeMs: number; totalMs: number };
}

export interface Estimator {
  /** Rejects with EstimatorBusyError when the queue is full, EstimatorAbortedError when aborted while waiting. */
  identify(bytes: Uint8Array, options?: CallOptions): Promise<IdentifyResult>;
  /** The full Analysis; hints (a user's correction) override what the photo says. */
  analyze(bytes: Uint8Array, hints?: AnalyzeHints, options?: CallOptions): Promise<Analysis>;
  /** Loads every model now instead of on first use. */
  warmup(): Promise<void>;
  close(): Promise<void>;
}

/** One estimator per process is enough: models load once, on first use, and calls run one at a time. */
export function createEstimator(options: EstimatorOptions = {}): Estimator {
  const enableOcr = options.enableOcr ?? true;
  const languages = options.ocrLanguages ?? ['eng'];
  const ocrEngine: OcrEngine = options.ocrEngine ?? 'paddle';
  const decoder: ImageDecoder = sharpDecoder;
  const lexicon = buildLexicon(detailedEntries());
  const core = createIdentifierCore({
    modelFiles: diskModelFiles(options.modelDir ?? defaultModelDir()),
    classifierFiles: diskModelFiles(options.classifierDir ?? classifierModelDir(), 'classifier'),
    productHead: readProductHeadFile,
    zxingWasm: readZxingWasm,
    ...(options.maxWaiting !== undefined ? { maxWaiting: options.maxWaiting } : {}),
  });
  const ocr = lazyResource<TextReader>(
    async () =>
      ocrEngine === 'paddle'
        ? createPaddleReader()
        : createTextReader({ languages, langPath: await tessdataDir(languages) }),
    (reader) => reader.close(),
  );
  const readText = enableOcr
    ? async (img: Parameters<ImageDecoder['toPng']>[0]) => {
        const reader = await ocr.get();
        const small = Math.max(img.width, img.height) < OCR_MIN_SIDE;
        const input = {
          ...OCR_INPUT[ocrEngine],
          ...(options.ocrMaxSide ? { maxSide: options.ocrMaxSide } : {}),
          ...(small ? { maxSide: OCR_MIN_SIDE, enlarge: true } : {}),
        };
        return { ...(await reader.read(await decoder.toPng(img, input))), engine: reader.name };
      }
    : null;

  const identifyNow = async (bytes: Uint8Array): Promise<IdentifyResult> => {
    const started = performance.now();
    await core.models.get();
    const image = await decoder.decode(bytes, WORKING_SIDE_PX);
    const decodeMs = performance.now() - started;
    const { identification, timings } = await identifyImage(core.engines(readText, lexicon), image);
    return { ...identification, timings: { ...timings, decodeMs, totalMs: performance.now() - started } };
  };

  return {
    identify: (bytes, call) => core.queue.run(() => identifyNow(bytes), call?.signal),
    analyze: (bytes, hints, call) =>
      core.queue.run(async () => {
        const identification = await identifyNow(bytes);
        const { timings: _timings, ...id } = identification;
        if (hints?.productCategory?.trim() || hints?.productName?.trim()) {
          try {
            return buildAnalysisFromCorrection(hints.productName ?? '', hints.productCategory ?? '', id);
          } catch (error) {
            // The shopper's words win: a name that means no known kind is a question (the photo's guess among
            // its choices), never the photo's estimate under the typed heading.
            if (!(error instanceof UnknownCategoryError) || !id.entryId) throw error;
            const photo = { id: id.entryId, label: id.productCategory ?? id.entryId };
            throw new UnknownCategoryError(
              error.text,
              [photo, ...error.choices.filter((c) => c.id !== photo.id)].slice(0, 6),
            );
          }
        }
        const entry = id.entryId ? findEntryById(id.entryId) : undefined;
        if (!entry) throw new NotAProductError(id);
        return buildAnalysis(id, entry, { sizeClass: id.sizeClass, hints });
      }, call?.signal),
    warmup: () =>
      core.queue.run(
        async () => {
          await core.models.get();
          if (enableOcr) await ocr.get();
        },
        undefined,
        { ignoreLimit: true },
      ),
    close: () =>
      core.queue.run(
        async () => {
          await core.models.release();
          await ocr.release();
        },
        undefined,
        { ignoreLimit: true },
      ),
  };
}
