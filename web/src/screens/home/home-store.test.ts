import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisWithId } from '@costlens/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { createHomeStore, MESSAGES } from './home-store.ts';
import type { AnalyzeResult, HomeDeps, Identified } from './home-store.ts';

const PHOTO = 'data:image/jpeg;base64,/9j/AAAA';
const UPLOAD = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'captured-image.jpg', { type: 'image/jpeg' });
const ANALYSIS = {
  id: 'a1b2c3d4e5f6g7h8i9j0kl',
  productName: 'Ceramic mug',
  productCategory: 'Mug',
  confidence: 64,
  costRangeLow: 0.8,
  costRangeHigh: 2.5,
  stats: { materialCount: 0, complexity: 'Low' },
  materials: [],
  methodology: [],
  confidenceNote: '',
  disclaimer: '',
  marketInsights: [],
  recommendations: [],
  businessTips: [],
} satisfies AnalysisWithId;

/** Deferred answers, so each test decides when and how a call ends. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<HomeDeps> = {}) {
  const deps = {
    prepareImage: vi.fn(async () => UPLOAD),
    analyze: vi.fn(async () => ({ success: true, analysis: ANALYSIS })),
    identify: vi.fn(async (): Promise<Identified> => ({
      productQuery: 'ceramic coffee mug',
      upc: '0012345678905',
      brand: 'Acme',
    })),
    keepOnDevice: vi.fn(async () => undefined),
    track: vi.fn(),
    toast: vi.fn(),
    ...overrides,
  } satisfies HomeDeps;
  const store = createHomeStore(deps);
  return { deps, store, s: () => store.getState() };
}

describe('home flow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes from a camera capture to choosing, with full analysis as the default choice', () => {
    const { s } = setup();
    expect(s().step).toBe('capture');
    s().photoCaptured(PHOTO);
    expect(s()).toMatchObject({ step: 'choosing', image: PHOTO, file: null, analysisType: 'full' });
  });

  it('reports a selected card and reports the choice again on Continue', async () => {
    const { s, deps } = setup();
    s().photoCaptured(PHOTO);
    s().selectType('price');
    expect(s().analysisType).toBe('price');
    expect(deps.track).toHaveBeenLastCalledWith('analysis_started', { type: 'price', action: 'select' });
    await s().continueWithChoice();
    expect(deps.track).toHaveBeenCalledWith('analysis_started', { type: 'price', action: 'continue' });
  });

  it('analyses a full choice: analyzing, then results, with no toast over the page that shows them', async () => {
    const answer = deferred<{ success: boolean; analysis?: AnalysisWithId }>();
    const { s, deps } = setup({ analyze: vi.fn(() => answer.promise) });
    s().photoCaptured(PHOTO);
    const done = s().continueWithChoice();
    await vi.waitFor(() => expect(deps.analyze).toHaveBeenCalled());
    expect(s().step).toBe('analyzing');
    expect(deps.prepareImage).toHaveBeenCalledWith(PHOTO, null, expect.any(AbortSignal));
    expect(deps.analyze).toHaveBeenCalledWith(UPLOAD, expect.any(AbortSignal));
    answer.resolve({ success: true, analysis: ANALYSIS });
    await done;
    expect(s()).toMatchObject({ step: 'results', analysis: ANALYSIS });
    // Kept on the device with the photo as uploaded, so its page opens offline and can be corrected later.
    expect(deps.keepOnDevice).toHaveBeenCalledWith(ANALYSIS, UPLOAD);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.track).toHaveBeenCalledWith(
      'analysis_completed',
      expect.objectContaining({ type: 'full', confidence: 64 }),
    );
  });

  it.each([
    ['the product is only probably right', { outcome: 'probable' as const }, 64],
    ['the confidence is low', { outcome: 'named' as const }, 20],
  ])(
    'shows the page that asks to check the product, with no toast over it, when %s',
    async (_name, outcome, confidence) => {
      const unsure = {
        ...ANALYSIS,
        confidence,
        identification: {
          productQuery: 'mug',
          upc: null,
          brand: null,
          source: 'detection' as const,
          evidence: [],
          ...outcome,
        },
      };
      const { s, deps } = setup({ analyze: vi.fn(async () => ({ success: true, analysis: unsure })) });
      s().photoCaptured(PHOTO);
      await s().continueWithChoice();
      expect(s()).toMatchObject({ step: 'results', analysis: unsure });
      expect(deps.toast).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      "the server's message",
      new ApiError(503, JSON.stringify({ error: 'The product analysis service is temporarily busy.' }), 'Unavailable'),
      'The product analysis service is temporarily busy.',
    ],
    ['the error text', new Error('Failed to fetch'), 'Failed to fetch'],
    ['the fallback when there is no text', new Error(''), 'Please try again with a clearer image.'],
  ])('on failure shows Analysis Failed with %s and returns to capture', async (_name, error, description) => {
    const { s, deps } = setup({
      analyze: vi.fn(async () => {
        throw error;
      }),
    });
    s().photoCaptured(PHOTO);
    await s().continueWithChoice();
    expect(deps.toast).toHaveBeenCalledWith({ title: 'Analysis Failed', description, variant: 'destructive' });
    expect(s()).toMatchObject({ step: 'capture', image: null, analysis: null });
    expect(deps.track).toHaveBeenCalledWith('analysis_failed', expect.objectContaining({ type: 'full' }));
  });

  it("keeps the photo and the server's closest kinds when the typed words name no kind, until the next try", async () => {
    const unknown = new ApiError(
      422,
      JSON.stringify({
        error: 'CostLens doesn’t know “blorb can” as a kind of product.',
        code: 'unknown_kind',
        choices: [{ id: 'trash-can', label: 'Trash can' }],
      }),
      'Unprocessable Content',
    );
    const analyze = vi.fn(async () => ({ success: true, analysis: ANALYSIS }));
    analyze.mockRejectedValueOnce(
      new ApiError(422, JSON.stringify({ error: 'A person.', code: 'not_recognised' }), ''),
    );
    analyze.mockRejectedValueOnce(unknown);
    const { s } = setup({ analyze });
    s().photoCaptured(PHOTO);
    await s().continueWithChoice();
    expect(s()).toMatchObject({ step: 'choosing', failure: 'A person.', kindChoices: null });
    await s().reestimate({ productName: 'blorb can', productCategory: '' });
    expect(s()).toMatchObject({
      step: 'choosing',
      image: PHOTO,
      correction: { productName: 'blorb can', productCategory: '' },
      kindChoices: [{ id: 'trash-can', label: 'Trash can' }],
    });
    await s().reestimate({ productName: 'blorb can', productCategory: 'Trash can' });
    expect(s()).toMatchObject({ step: 'results', kindChoices: null });
  });

  it('goes back to capture, quietly, when the capture was kept as a draft for lack of a connection', async () => {
    const { s, deps } = setup({ analyze: vi.fn(async () => ({ success: false, savedAsDraft: true })) });
    s().photoCaptured(PHOTO);
    await s().continueWithChoice();
    expect(s()).toMatchObject({ step: 'capture', image: null, analysis: null });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.keepOnDevice).not.toHaveBeenCalled();
  });

  it('still shows the analysis when this device cannot keep a copy (its storage is full)', async () => {
    const { s } = setup({
      keepOnDevice: vi.fn(async () => {
        throw new Error('This device is out of storage space for CostLens.');
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    s().photoCaptured(PHOTO);
    await s().continueWithChoice();
    expect(s()).toMatchObject({ step: 'results', analysis: ANALYSIS });
  });

  it('counts an answer without the success flag as a failure', async () => {
    const { s, deps } = setup({ analyze: vi.fn(async () => ({ success: false })) });
    s().photoCaptured(PHOTO);
    await s().continueWithChoice();
    expect(deps.toast).toHaveBeenCalledWith({
      title: 'Analysis Failed',
      description: 'Analysis failed',
      variant: 'destructive',
    });
    expect(s().step).toBe('capture');
  });

  it('shows Image Processing Failed when the photo cannot be prepared for a full analysis', async () => {
    const { s, deps } = setup({
      prepareImage: vi.fn(async () => {
        throw new Error('decode failed');
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    s().photoCaptured(PHOTO);
    await s().continueWithChoice();
    expect(deps.toast).toHaveBeenCalledWith({
      title: 'Image Processing Failed',
      description: 'Failed to process the captured image.',
      variant: 'destructive',
    });
    expect(deps.analyze).not.toHaveBeenCalled();
    expect(s().step).toBe('capture');
  });

  it.each([
    ['price', 'price-comparing', 'price-results'],
    ['suppliers', 'supplier-finding', 'supplier-results'],
  ] as const)(
    'identifies the product for %s: %s, then %s with the query, UPC and brand',
    async (type, waiting, results) => {
      const answer = deferred<Identified>();
      const { s, deps } = setup({ identify: vi.fn(() => answer.promise) });
      s().photoCaptured(PHOTO);
      s().selectType(type);
      const done = s().continueWithChoice();
      await vi.waitFor(() => expect(deps.identify).toHaveBeenCalled());
      expect(s().step).toBe(waiting);
      answer.resolve({ productQuery: 'ceramic coffee mug', upc: '0012345678905', brand: 'Acme' });
      await done;
      expect(s()).toMatchObject({
        step: results,
        productQuery: 'ceramic coffee mug',
        upc: '0012345678905',
        brand: 'Acme',
      });
      expect(deps.toast).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      'identify fails',
      {
        identify: vi.fn(async () => {
          throw new Error('boom');
        }),
      },
      MESSAGES.notNamed,
    ],
    [
      'the photo shows nothing it can name',
      { identify: vi.fn(async () => ({ productQuery: ' ', upc: null, brand: null })) },
      MESSAGES.notNamed,
    ],
    [
      'the image cannot be prepared',
      {
        prepareImage: vi.fn(async () => {
          throw new Error('decode failed');
        }),
      },
      MESSAGES.imageUnreadable,
    ],
  ])('keeps the photo and asks for the name when %s; the typed name is searched', async (_name, overrides, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { s, deps } = setup(overrides);
    s().photoCaptured(PHOTO);
    s().selectType('suppliers');
    await s().continueWithChoice();
    expect(s()).toMatchObject({ step: 'choosing', analysisType: 'suppliers', image: PHOTO, failure: message });
    await s().reestimate({ productName: ' Trail running shoes ', productCategory: '' });
    expect(s()).toMatchObject({ step: 'supplier-results', productQuery: 'Trail running shoes', failure: null });
    expect(deps.analyze).not.toHaveBeenCalled();
  });

  describe('a photo that is only probably one product', () => {
    const UNSURE = {
      productQuery: 'Tropicana 1 l milk carton',
      upc: null,
      brand: 'Tropicana',
      outcome: 'probable' as const,
      candidates: [{ label: 'Beverage carton (milk, juice, plant drink)' }, { label: 'Snack bag (chips, nuts)' }],
    };

    it.each([
      ['its own guess keeps the brand it read', 0, 'Tropicana 1 l milk carton', 'Tropicana'],
      ['another category is searched by its name', 1, 'Snack bag', null],
    ])('asks before searching; %s', async (_name, pick, query, brand) => {
      const { s, deps } = setup({ identify: vi.fn(async () => UNSURE) });
      s().photoCaptured(PHOTO);
      s().selectType('price');
      await s().continueWithChoice();
      // Nothing searched yet: the photo stays with the question and what it could be.
      expect(s()).toMatchObject({ step: 'choosing', analysisType: 'price', image: PHOTO, productQuery: null });
      expect(s().failure).toBe(MESSAGES.unsure('Beverage carton'));
      expect(s().choices.map((c) => c.label)).toEqual(UNSURE.candidates.map((c) => c.label));

      await s().reestimate({ productName: '', productCategory: UNSURE.candidates[pick]!.label });
      expect(s()).toMatchObject({ step: 'price-results', productQuery: query, brand, failure: null, choices: [] });
      expect(deps.track).toHaveBeenLastCalledWith('analysis_started', { type: 'price', action: 'choose' });
    });

    it('searches a photo it names without asking, and a typed name over the choices', async () => {
      const named = setup({ identify: vi.fn(async () => ({ ...UNSURE, outcome: 'named' as const })) });
      named.s().photoCaptured(PHOTO);
      named.s().selectType('suppliers');
      await named.s().continueWithChoice();
      expect(named.s()).toMatchObject({ step: 'supplier-results', productQuery: 'Tropicana 1 l milk carton' });

      const { s } = setup({ identify: vi.fn(async () => UNSURE) });
      s().photoCaptured(PHOTO);
      s().selectType('suppliers');
      await s().continueWithChoice();
      await s().reestimate({ productName: 'Tropicana orange juice', productCategory: '' });
      expect(s()).toMatchObject({ step: 'supplier-results', productQuery: 'Tropicana orange juice', brand: null });
    });
  });

  it('goes back to capture when a search photo was kept as a draft for lack of a connection', async () => {
    const { s } = setup({
      identify: vi.fn(async () => ({ productQuery: '', upc: null, brand: null, savedAsDraft: true })),
    });
    s().photoCaptured(PHOTO);
    s().selectType('price');
    await s().continueWithChoice();
    expect(s()).toMatchObject({ step: 'capture', image: null });
  });

  it('keeps an uploaded file and sends it rather than the preview', async () => {
    const file = new File(['x'], 'holiday.png', { type: 'image/png' });
    const { s, deps } = setup();
    s().fileUploaded(file, 'data:image/png;base64,eA==');
    expect(s()).toMatchObject({ step: 'choosing', file, image: 'data:image/png;base64,eA==' });
    await s().continueWithChoice();
    expect(deps.prepareImage).toHaveBeenCalledWith('data:image/png;base64,eA==', file, expect.any(AbortSignal));
  });

  it('new analysis cancels the call in flight and resets everything, quietly', async () => {
    const answer = deferred<{ success: boolean; analysis?: AnalysisWithId }>();
    const analyze = vi.fn((_file: File, _signal: AbortSignal) => answer.promise);
    const { s, deps } = setup({ analyze });
    s().photoCaptured(PHOTO);
    const done = s().continueWithChoice();
    await vi.waitFor(() => expect(analyze).toHaveBeenCalled());
    const signal = analyze.mock.calls[0]![1];
    s().newAnalysis();
    expect(signal.aborted).toBe(true);
    answer.reject(new DOMException('aborted', 'AbortError'));
    await done;
    expect(s()).toMatchObject({
      step: 'capture',
      image: null,
      file: null,
      analysis: null,
      analysisType: 'full',
      productQuery: null,
    });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('resets from results on new analysis', async () => {
    const { s } = setup();
    s().photoCaptured(PHOTO);
    s().selectType('price');
    await s().continueWithChoice();
    s().newAnalysis();
    expect(s()).toMatchObject({ step: 'capture', image: null, analysisType: 'full', productQuery: null, upc: null });
  });

  it('opens URL search from the card or from /find-similar, and goes back to capture', () => {
    const { s } = setup();
    s().openUrlSearch();
    expect(s()).toMatchObject({ step: 'url-search', viaFindSimilar: false });
    s().leaveUrlSearch();
    expect(s().step).toBe('capture');

    s().enter('url-search');
    expect(s()).toMatchObject({ step: 'url-search', viaFindSimilar: true });
    s().enter('capture');
    expect(s()).toMatchObject({ step: 'capture', viaFindSimilar: false });
  });

  it('keeps results when the home screen is entered again', async () => {
    const { s } = setup();
    s().photoCaptured(PHOTO);
    await s().continueWithChoice();
    s().enter('capture');
    expect(s().step).toBe('results');
  });

  describe('correcting the product', () => {
    const REFUSAL =
      'The barcode was read, but nothing in the photo says what kind of product it is. Type its name or category to estimate its cost.';
    const refused = () =>
      new ApiError(422, JSON.stringify({ error: REFUSAL, retryable: false }), 'Unprocessable Entity');
    const SHOES = {
      ...ANALYSIS,
      id: 'shoes0000000000000000a',
      productName: 'Trail running shoes',
      productCategory: 'Shoes',
      confidence: 90,
    };
    const TYPED = { productName: 'Trail running shoes', productCategory: 'shoes' };

    it('keeps the photo when the server refuses it (422): back to choosing with its message, then a correction analyses the same upload', async () => {
      const analyze = vi
        .fn<HomeDeps['analyze']>()
        .mockRejectedValueOnce(refused())
        .mockResolvedValueOnce({ success: true, analysis: SHOES });
      const { s, deps } = setup({ analyze });
      s().photoCaptured(PHOTO);
      await s().continueWithChoice();
      // The reason is shown beside the form, once: no toast to say it again over the next try.
      expect(deps.toast).not.toHaveBeenCalled();
      expect(s()).toMatchObject({ step: 'choosing', image: PHOTO, failure: REFUSAL, analysis: null });

      await s().reestimate({ productName: '  Trail running shoes ', productCategory: 'shoes' });
      expect(analyze).toHaveBeenLastCalledWith(UPLOAD, expect.any(AbortSignal), TYPED);
      expect(deps.prepareImage).toHaveBeenCalledTimes(1);
      expect(s()).toMatchObject({ step: 'results', analysis: SHOES, failure: null, correction: TYPED });
      expect(deps.toast).not.toHaveBeenCalled();
      expect(deps.track).toHaveBeenCalledWith(
        'analysis_completed',
        expect.objectContaining({ corrected: true, category: 'Shoes' }),
      );
    });

    it('stays on the photo with the new message when the correction is refused too', async () => {
      const unknown = new ApiError(
        422,
        JSON.stringify({ error: 'CostLens has no cost data for "zorb".' }),
        'Unprocessable Entity',
      );
      const analyze = vi.fn<HomeDeps['analyze']>().mockRejectedValueOnce(refused()).mockRejectedValueOnce(unknown);
      const { s } = setup({ analyze });
      s().photoCaptured(PHOTO);
      await s().continueWithChoice();
      await s().reestimate({ productName: '', productCategory: 'zorb' });
      expect(s()).toMatchObject({
        step: 'choosing',
        image: PHOTO,
        failure: 'CostLens has no cost data for "zorb".',
        correction: { productName: '', productCategory: 'zorb' },
      });
    });

    it.each([
      ['a blank correction', 'choosing', { productName: ' ', productCategory: '' }],
      ['a correction without a photo', 'capture', TYPED],
      ['a correction of a finished analysis (its page corrects it)', 'results', TYPED],
    ] as const)('ignores %s', async (_name, at, typed) => {
      const analyze = vi
        .fn<HomeDeps['analyze']>()
        .mockImplementation(async () =>
          at === 'choosing' ? Promise.reject(refused()) : { success: true, analysis: ANALYSIS },
        );
      const { s } = setup({ analyze });
      if (at !== 'capture') {
        s().photoCaptured(PHOTO);
        await s().continueWithChoice();
      }
      const calls = analyze.mock.calls.length;
      await s().reestimate(typed);
      expect(s().step).toBe(at);
      expect(analyze).toHaveBeenCalledTimes(calls);
    });

    it('new analysis cancels a re-estimate in flight, quietly', async () => {
      const answer = deferred<AnalyzeResult>();
      const analyze = vi.fn<HomeDeps['analyze']>().mockRejectedValueOnce(refused()).mockReturnValueOnce(answer.promise);
      const { s, deps } = setup({ analyze });
      s().photoCaptured(PHOTO);
      await s().continueWithChoice();
      const done = s().reestimate(TYPED);
      await vi.waitFor(() => expect(analyze).toHaveBeenCalledTimes(2));
      s().newAnalysis();
      expect(analyze.mock.calls[1]![1].aborted).toBe(true);
      answer.reject(new DOMException('aborted', 'AbortError'));
      await done;
      expect(s()).toMatchObject({
        step: 'capture',
        image: null,
        analysis: null,
        upload: null,
        failure: null,
        correction: null,
      });
      expect(deps.toast).not.toHaveBeenCalled();
    });
  });
});
