import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceIdentification } from '@costlens/estimator/browser';
import { db, getDraft, listDrafts, saveDraft, updateDraft } from '@costlens/offline';
import { describeDeviceIdentification, draftTitle, needsDeviceIdentification } from '../drafts/describe.ts';
import { fitWithin } from '../../workers/fit.ts';
import { createDraftIdentifier, toDraftIdentification } from './identify-drafts.ts';

const laptop: DeviceIdentification = {
  entryId: 'laptop',
  category: 'Laptop',
  productName: 'Laptop',
  productQuery: 'laptop computer',
  upc: null,
  confidence: 62,
  source: 'detection',
  refused: null,
};
const barcodeOnly: DeviceIdentification = {
  entryId: null,
  category: null,
  productName: 'Product 0123456789012',
  productQuery: '0123456789012',
  upc: '0123456789012',
  confidence: 0,
  source: 'barcode',
  refused: null,
};
const person: DeviceIdentification = {
  entryId: null,
  category: null,
  productName: 'No product',
  productQuery: '',
  upc: null,
  confidence: 0,
  source: 'detection',
  refused: { kind: 'person', reason: 'This photo shows a person, not a product. Photograph the product on its own.' },
};

describe('what the drafts panel says', () => {
  it.each([
    ['a category with its confidence', laptop, 'Laptop', 'Recognised on this device, 62 % sure'],
    ['only a barcode', barcodeOnly, null, 'Barcode 0123456789012'],
    ['a refusal', person, null, null],
    [
      'candidates when the device is not sure',
      {
        ...laptop,
        outcome: 'probable' as const,
        candidates: [
          { categoryId: 'mug', label: 'Mug', score: 0.4 },
          { categoryId: 'vase', label: 'Vase', score: 0.2 },
        ],
      },
      'Mug or Vase?',
      'A guess on this device: the name is checked when the photo is sent',
    ],
  ])('%s: a title and a line', (_, id, title, text) => {
    const identification = toDraftIdentification(id);
    expect(draftTitle({ identification })).toBe(title);
    expect(describeDeviceIdentification(identification)).toBe(text);
  });

  it('takes the name the person typed as the title over anything the device saw', () => {
    const identification = toDraftIdentification(laptop);
    expect(draftTitle({ identification, correction: { productName: 'Toaster', productCategory: '' } })).toBe('Toaster');
  });

  it('says nothing before the device has looked', () => {
    expect(describeDeviceIdentification(null)).toBeNull();
    expect(needsDeviceIdentification({ identification: null })).toBe(true);
    expect(needsDeviceIdentification({ identification: toDraftIdentification(person) })).toBe(false);
  });

  it('reads drafts stored before the identification had its newer fields', () => {
    expect(describeDeviceIdentification({ productQuery: 'laptop', category: 'Laptop', confidence: null })).toBe(
      'Recognised on this device',
    );
  });
});

describe('fitWithin', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [1200, 1600, { width: 1200, height: 1600 }],
    [640, 478, { width: 640, height: 478 }],
    [3000, 1, { width: 1600, height: 1 }],
  ])('%i×%i → %o', (w, h, size) => {
    expect(fitWithin(w, h, 1600)).toEqual(size);
  });
});

describe('identifying waiting drafts', () => {
  const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
  const logged: string[] = [];
  const runner = (identify: (photo: Blob) => Promise<DeviceIdentification>) =>
    createDraftIdentifier({
      listDrafts,
      updateDraft,
      identify,
      log: (message) => {
        logged.push(message);
      },
    });

  beforeEach(async () => {
    logged.length = 0;
    await db.drafts.clear();
    await db.outbox.clear();
  });

  it('stores what the device saw on each draft, and never looks twice', async () => {
    const a = await saveDraft({ image: photo, type: 'full' });
    const b = await saveDraft({ image: photo, type: 'price' });
    let calls = 0;
    const run = runner(async () => {
      calls++;
      return calls === 1 ? laptop : barcodeOnly;
    });
    await run();
    const texts = await Promise.all(
      [a.id, b.id].map(async (id) => describeDeviceIdentification((await getDraft(id))!.identification)),
    );
    expect(texts.sort()).toEqual(['Barcode 0123456789012', 'Recognised on this device, 62 % sure']);
    await run();
    expect(calls).toBe(2);
  });

  it('keeps the draft as it was when identification fails, and logs why', async () => {
    const draft = await saveDraft({ image: photo, type: 'full' });
    await runner(async () => {
      throw new Error('Model file centernet.json answered 504');
    })();
    expect(await getDraft(draft.id)).toMatchObject({ status: 'waiting', identification: null });
    expect(logged).toEqual(['On-device identification failed; the draft will be analysed online as usual']);
  });

  it('also identifies a draft saved while a pass is running', async () => {
    await saveDraft({ image: photo, type: 'full' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const run = runner(async () => {
      calls++;
      if (calls === 1) await gate;
      return laptop;
    });
    const first = run();
    const late = await saveDraft({ image: photo, type: 'full' });
    const second = run();
    release();
    await Promise.all([first, second]);
    expect(describeDeviceIdentification((await getDraft(late.id))!.identification)).toBe(
      'Recognised on this device, 62 % sure',
    );
  });

  it('refused photos are remembered so they are not tried again, and show nothing', async () => {
    const draft = await saveDraft({ image: photo, type: 'full' });
    await runner(async () => person)();
    const stored = (await getDraft(draft.id))!.identification;
    expect(stored).toMatchObject({ refused: true });
    expect(describeDeviceIdentification(stored)).toBeNull();
  });
});
