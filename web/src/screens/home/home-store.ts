/** The home screen's flow (capture → choosing → analysing or searching → results) as one zustand store:
 *  UI flow state only, actions at the root. The calls it makes are injected, so the transitions are tested without a server. */
import { create } from 'zustand';
import type { AnalysisWithId, AnalyticsEvent, EventName } from '@costlens/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { kindChoicesOf } from '../../lib/error-messages.ts';
import type { KindChoiceRef } from '../../lib/error-messages.ts';
import type { AnalysisPhase } from './analysis-progress.ts';

export type HomeStep =
  | 'capture'
  | 'url-search'
  | 'choosing'
  | 'analyzing'
  | 'price-comparing'
  | 'supplier-finding'
  | 'supplier-results'
  | 'price-results'
  | 'results';
export type ChoiceType = 'full' | 'price' | 'suppliers';
export type HomeStart = 'capture' | 'url-search';

export const MESSAGES = {
  failed: 'Analysis Failed',
  failedFallback: 'Please try again with a clearer image.',
  imageFailed: 'Image Processing Failed',
  imageFailedText: 'Failed to process the captured image.',
  nonSuccess: 'Analysis failed',
  identifyFailed: 'Failed to identify product',
  notNamed: "We couldn't tell what this product is from the photo. Type its name and we'll search for it.",
  imageUnreadable: "This photo couldn't be read. Type the product's name, or take another photo.",
  unsure: (name: string) =>
    `Our best guess from the photo is “${name.toLowerCase()}”, but we're not sure. Pick what it is, or type its name, and we'll search for it.`,
} as const;

export interface Identified {
  productQuery: string;
  upc: string | null;
  brand: string | null;
  /** No connection: the capture was kept on the device as a draft (and the user told so). */
  savedAsDraft?: boolean;
  /** 'probable': the photo only probably shows `productQuery`, and the user is asked before a search runs.
   *  Absent when the service does not say (it is then taken as named). */
  outcome?: 'named' | 'probable' | 'refused';
  /** What the photo could be, most likely first (category names); the first is what `productQuery` names. */
  candidates?: readonly { label: string }[];
}

/** One answer to "is it one of these?" before a search: what the user taps, and what is then searched. */
export interface SearchChoice {
  label: string;
  query: string;
  /** Only the photo's own best guess keeps the brand and barcode it read. */
  upc: string | null;
  brand: string | null;
}

/** The user's word on what the photo shows: either field may be blank, not both. */
export interface Correction {
  productName: string;
  productCategory: string;
}

/** A re-estimate's request: the correction, and the analysis of the same photo it replaces. */
export interface AnalyzeCorrection extends Correction {
  replaces?: string;
}

export interface AnalyzeResult {
  success: boolean;
  analysis?: AnalysisWithId;
  replaced?: string;
  /** No connection: the capture was kept on the device (and the user told so); nothing to show yet. */
  savedAsDraft?: boolean;
}

/** What the flow calls outside itself; `prepareImage` compresses, `analyze` and `identify` talk to the API. */
export interface HomeDeps {
  prepareImage(image: string | null, file: File | null, signal: AbortSignal): Promise<File>;
  /** With a correction: a re-estimate of the same compressed photo, sent now (never kept as a draft). */
  analyze(file: File, signal: AbortSignal, correction?: AnalyzeCorrection): Promise<AnalyzeResult>;
  /** What the photo shows, for a price or supplier search; offline, the capture is kept as a draft of `type`. */
  identify(file: File, signal: AbortSignal, type: 'price' | 'suppliers'): Promise<Identified>;
  /** Keeps the new analysis on this device with its photo, so its page, History and a later correction
   *  work offline and after a reload. */
  keepOnDevice(analysis: AnalysisWithId, photo: File): Promise<void>;
  track(name: EventName, props?: AnalyticsEvent['props']): void;
  toast(t: { title: string; description?: string; variant?: 'default' | 'destructive' }): void;
}

export interface HomeState {
  step: HomeStep;
  /** The photo as a data URL: the camera's capture, or the uploaded file read for preview. */
  image: string | null;
  /** The uploaded file as the user gave it (null for camera captures). */
  file: File | null;
  analysisType: ChoiceType;
  analysis: AnalysisWithId | null;
  productQuery: string | null;
  upc: string | null;
  brand: string | null;
  /** Entered at /find-similar: Back then goes back in browser history instead of to capture. */
  viaFindSimilar: boolean;
  /** The compressed photo as it was uploaded, so a retry or a correction sends the very same bytes. */
  upload: File | null;
  /** Why the last analysis of this photo did not succeed (the server's words), shown with the correction form. */
  failure: string | null;
  /** The user's last correction, to show it again in the form. */
  correction: Correction | null;
  /** When the photo is only probably one product: what it could be, offered before a search runs. */
  choices: readonly SearchChoice[];
  /** The typed words are no kind of product the server knows: its closest kinds, to tap (maybe none). */
  kindChoices: readonly KindChoiceRef[] | null;
  /** While analysing: the photo is being prepared on the device, or has been sent and is being estimated. */
  phase: AnalysisPhase;

  enter(startAt: HomeStart): void;
  photoCaptured(dataUrl: string): void;
  fileUploaded(file: File, dataUrl: string): void;
  openUrlSearch(): void;
  leaveUrlSearch(): void;
  selectType(type: ChoiceType): void;
  /** Continue from the choosing step: analyse (full) or identify (price, suppliers), then show results. */
  continueWithChoice(): Promise<void>;
  /** Analyse the same photo again with the user's correction, after the photo was refused. (A finished
   *  analysis is corrected on its own page.) */
  reestimate(correction: Correction): Promise<void>;
  /** 'new analysis': everything back to an empty capture step. */
  newAnalysis(): void;
}

const EMPTY = {
  step: 'capture' as HomeStep,
  image: null,
  file: null,
  analysisType: 'full' as ChoiceType,
  analysis: null,
  productQuery: null,
  upc: null,
  brand: null,
  upload: null,
  failure: null,
  correction: null,
  choices: [] as readonly SearchChoice[],
  kindChoices: null as readonly KindChoiceRef[] | null,
  phase: 'preparing' as AnalysisPhase,
};

/** "Beverage carton (milk, juice, plant drink)" → "Beverage carton": the words a store search can use. */
const searchWords = (label: string) => label.replace(/\s*\([^)]*\)\s*/g, ' ').trim() || label;

/** The choices for a photo that is only probably one product: its own guess (with the brand and barcode it
 *  read) first, then the other categories it could be, by name. */
export function searchChoices(found: Identified): SearchChoice[] {
  return (found.candidates ?? []).map((c, i) =>
    i === 0
      ? { label: c.label, query: found.productQuery, upc: found.upc, brand: found.brand }
      : { label: c.label, query: searchWords(c.label), upc: null, brand: null },
  );
}

/** The API refused the photo itself (nothing priceable, a person...): the photo is kept for a correction. */
const isRefusal = (err: unknown) => err instanceof ApiError && (err.code === 'not_recognised' || err.status === 422);

const isAbort = (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError';

/** The user-facing text of a failed call: the server's own message when it sent one. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  return err instanceof Error ? err.message : '';
}

export function createHomeStore(deps: HomeDeps) {
  // The call in flight; a new analysis (or a newer run) cancels it, and cancellation is not failure.
  let running: AbortController | null = null;
  const begin = () => {
    running?.abort();
    running = new AbortController();
    return running;
  };

  return create<HomeState>((set, get) => {
    /** The compressed photo: prepared once per photo, then reused by retries and corrections. */
    const prepared = async (signal: AbortSignal): Promise<File> => {
      const { image, file, upload } = get();
      if (upload) return upload;
      const made = await deps.prepareImage(image, file, signal);
      // Kept only while the photo it was made from is still the one on screen.
      if (!signal.aborted && get().image === image && get().file === file) set({ upload: made });
      return made;
    };

    /** A full analysis; with a correction, the estimate of the words the user typed for a refused photo. */
    const runFull = async (ctl: AbortController, correction?: AnalyzeCorrection) => {
      const current = () => running === ctl && get().step === 'analyzing';
      let upload: File;
      set({ phase: 'preparing' });
      try {
        upload = await prepared(ctl.signal);
      } catch (err) {
        if (isAbort(err) || !current()) return;
        console.error(MESSAGES.imageFailedText, err);
        deps.toast({ title: MESSAGES.imageFailed, description: MESSAGES.imageFailedText, variant: 'destructive' });
        deps.track('analysis_failed', { type: 'full', reason: 'image' });
        set({ ...EMPTY });
        return;
      }
      if (current()) set({ phase: 'estimating' });
      try {
        const res = correction
          ? await deps.analyze(upload, ctl.signal, correction)
          : await deps.analyze(upload, ctl.signal);
        if (res.savedAsDraft) {
          if (current()) set({ ...EMPTY });
          return;
        }
        if (!res.success || !res.analysis) throw new Error(MESSAGES.nonSuccess);
        if (!current()) return;
        const analysis = res.analysis;
        // Before the page opens, so it shows the photo; a full device must not lose the analysis itself.
        await deps
          .keepOnDevice(analysis, upload)
          .catch((err: unknown) => console.error('The analysis could not be kept on this device', err));
        if (!current()) return;
        set({
          step: 'results',
          analysis,
          failure: null,
          productQuery: analysis.identification?.productQuery ?? analysis.productName,
        });
        // No toast: the analysis' page, shown next, says so itself; a notice over it would cover its photo and
        // its back link.
        deps.track('analysis_completed', {
          type: 'full',
          confidence: analysis.confidence,
          category: analysis.productCategory.slice(0, 64),
          corrected: correction !== undefined,
        });
      } catch (err) {
        if (isAbort(err) || !current()) return;
        const message = errorText(err) || MESSAGES.failedFallback;
        const keepPhoto = correction !== undefined || isRefusal(err);
        // A kept photo shows the reason beside the form where the user answers it (announced there); a toast
        // would say it twice and linger over the next try.
        if (!keepPhoto) deps.toast({ title: MESSAGES.failed, description: message, variant: 'destructive' });
        deps.track('analysis_failed', {
          type: 'full',
          reason: err instanceof ApiError ? `http_${err.status}` : 'error',
          corrected: correction !== undefined,
        });
        // A refused photo, or a failed correction of one, is kept so the user can say what it is; any other
        // failure returns to capture.
        if (keepPhoto)
          set({ step: 'choosing', analysisType: 'full', failure: message, kindChoices: kindChoicesOf(err) });
        else set({ ...EMPTY });
      }
    };

    const runIdentify = async (ctl: AbortController, type: 'price' | 'suppliers') => {
      const waiting = type === 'price' ? 'price-comparing' : 'supplier-finding';
      const resultStep: HomeStep = type === 'price' ? 'price-results' : 'supplier-results';
      const current = () => running === ctl && get().step === waiting;
      // Not recognised: the photo stays, and the user types the product's name. The original searched for the
      // words 'product from image' instead, and its price step then waited forever on 'Analyzing product from
      // image': a dead end, not carried over.
      const askForName = (message: string) => set({ step: 'choosing', analysisType: type, failure: message });
      let upload: File;
      try {
        upload = await prepared(ctl.signal);
      } catch (err) {
        if (isAbort(err) || !current()) return;
        console.error(MESSAGES.imageFailedText, err);
        deps.track('analysis_failed', { type, reason: 'image' });
        askForName(MESSAGES.imageUnreadable);
        return;
      }
      try {
        const found = await deps.identify(upload, ctl.signal, type);
        if (!current()) return;
        if (found.savedAsDraft) {
          set({ ...EMPTY });
          return;
        }
        if (!found.productQuery.trim()) {
          deps.track('analysis_failed', { type, reason: 'not_recognised' });
          askForName(MESSAGES.notNamed);
          return;
        }
        // A search for a wrong product sends the shopper to the wrong shelves: an unsure answer is a question.
        const choices = found.outcome === 'probable' ? searchChoices(found) : [];
        if (choices.length > 0) {
          deps.track('analysis_failed', { type, reason: 'unsure' });
          set({
            step: 'choosing',
            analysisType: type,
            failure: MESSAGES.unsure(searchWords(choices[0]!.label)),
            choices,
          });
          return;
        }
        set({ step: resultStep, productQuery: found.productQuery, upc: found.upc, brand: found.brand });
        deps.track('analysis_completed', { type, identified: true });
      } catch (err) {
        if (isAbort(err) || !current()) return;
        // A photo the service could not name is an answer, not a fault: only faults are logged.
        if (!isRefusal(err)) console.error(MESSAGES.identifyFailed, err);
        deps.track('analysis_failed', { type, reason: 'identify' });
        askForName(isRefusal(err) ? errorText(err) || MESSAGES.notNamed : MESSAGES.notNamed);
      }
    };

    return {
      ...EMPTY,
      viaFindSimilar: false,

      enter(startAt) {
        if (startAt === 'url-search') {
          running?.abort();
          set({ step: 'url-search', viaFindSimilar: true });
        } else if (get().step === 'url-search') {
          set({ step: 'capture', viaFindSimilar: false });
        } else {
          set({ viaFindSimilar: false });
        }
      },
      photoCaptured(dataUrl) {
        set({ ...EMPTY, step: 'choosing', image: dataUrl });
      },
      fileUploaded(file, dataUrl) {
        set({ ...EMPTY, step: 'choosing', image: dataUrl, file });
      },
      openUrlSearch() {
        set({ step: 'url-search' });
      },
      leaveUrlSearch() {
        set({ step: 'capture', viaFindSimilar: false });
      },
      selectType(type) {
        set({ analysisType: type });
        deps.track('analysis_started', { type, action: 'select' });
      },
      async continueWithChoice() {
        const { analysisType: type, step } = get();
        if (step !== 'choosing') return;
        deps.track('analysis_started', { type, action: 'continue' });
        const ctl = begin();
        set({ failure: null, choices: [], kindChoices: null });
        if (type === 'full') {
          set({ step: 'analyzing' });
          await runFull(ctl);
        } else {
          set({ step: type === 'price' ? 'price-comparing' : 'supplier-finding' });
          await runIdentify(ctl, type);
        }
      },
      async reestimate(typed) {
        const { step, image, file, analysisType } = get();
        if (step !== 'choosing' || (!image && !file)) return;
        const correction = { productName: typed.productName.trim(), productCategory: typed.productCategory.trim() };
        if (!correction.productName && !correction.productCategory) return;
        if (analysisType !== 'full') {
          // A search needs only words: the typed name (or category) is the query, or the choice tapped.
          const chosen = correction.productName
            ? undefined
            : get().choices.find((c) => c.label === correction.productCategory);
          deps.track('analysis_started', { type: analysisType, action: chosen ? 'choose' : 'correct' });
          set({
            step: analysisType === 'price' ? 'price-results' : 'supplier-results',
            productQuery: chosen?.query ?? (correction.productName || correction.productCategory),
            upc: chosen?.upc ?? null,
            brand: chosen?.brand ?? null,
            correction: chosen ? null : correction,
            failure: null,
            choices: [],
          });
          return;
        }
        deps.track('analysis_started', { type: 'full', action: 'correct' });
        const ctl = begin();
        set({ step: 'analyzing', analysisType: 'full', correction, failure: null, choices: [], kindChoices: null });
        await runFull(ctl, correction);
      },
      newAnalysis() {
        running?.abort();
        running = null;
        set({ ...EMPTY });
      },
    };
  });
}
