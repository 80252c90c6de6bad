import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { enqueue, listOutbox, removeOutboxItem } from './outbox.ts';
import { ANALYSIS_FIXTURE } from '@costlens/contracts/testing';
import {
  draftsMayExist,
  historyMayExist,
  outboxMayHoldWork,
  searchesMayExist,
  settingsMayExist,
} from './store-probe.ts';
import { removeFromHistory, saveToHistory } from './history.ts';
import { toHistoryRecord } from './history-record.ts';
import { keepSearch, removeSearch } from './searches.ts';
import { deleteDraft, saveDraft } from './drafts.ts';

describe('outboxMayHoldWork', () => {
  afterEach(async () => {
    await db.delete({ disableAutoOpen: false });
  });

  it('says no on a device that never stored anything, and does not create the database', async () => {
    expect(await outboxMayHoldWork()).toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('costlens');
  });

  it('says yes while a request waits in the outbox, and no once it has gone', async () => {
    await enqueue({ kind: 'event', request: { method: 'POST', url: '/api/events', body: { name: 'page_view' } } });
    db.close({ disableAutoOpen: false }); // the page's store is not open yet at start-up
    expect(await outboxMayHoldWork()).toBe(true);
    const [item] = await listOutbox();
    await removeOutboxItem(item!.id!);
    db.close({ disableAutoOpen: false });
    expect(await outboxMayHoldWork()).toBe(false);
  });

  it('says maybe where the browser cannot list its databases', async () => {
    const blind = { open: indexedDB.open.bind(indexedDB) } as unknown as IDBFactory;
    expect(await outboxMayHoldWork(blind)).toBe(true);
  });

  it('says no without IndexedDB at all (nothing can have been queued)', async () => {
    expect(await outboxMayHoldWork(null)).toBe(false);
  });
});

describe('draftsMayExist', () => {
  afterEach(async () => {
    await db.delete({ disableAutoOpen: false });
  });

  it('says no before any capture, yes while one waits, and no once it is gone', async () => {
    expect(await draftsMayExist()).toBe(false);
    await enqueue({ kind: 'event', request: { method: 'POST', url: '/api/events', body: { name: 'page_view' } } });
    db.close({ disableAutoOpen: false });
    expect(await draftsMayExist()).toBe(false); // the database exists, its drafts store is empty
    const draft = await saveDraft({
      image: new Blob(['x'], { type: 'image/jpeg' }),
      type: 'full',
      idempotencyKey: 'k1',
    });
    db.close({ disableAutoOpen: false });
    expect(await draftsMayExist()).toBe(true);
    await deleteDraft(draft.id);
    db.close({ disableAutoOpen: false });
    expect(await draftsMayExist()).toBe(false);
  });
});

describe('settingsMayExist', () => {
  afterEach(async () => {
    await db.delete({ disableAutoOpen: false });
  });

  it('says no until something is kept in the settings, then yes', async () => {
    expect(await settingsMayExist()).toBe(false);
    await enqueue({ kind: 'event', request: { method: 'POST', url: '/api/events', body: { name: 'page_view' } } });
    db.close({ disableAutoOpen: false });
    expect(await settingsMayExist()).toBe(false); // the database exists, nothing is kept in its settings
    await db.settings.put({ key: 'landed-cost:form', value: { province: 'QC' } });
    db.close({ disableAutoOpen: false });
    expect(await settingsMayExist()).toBe(true);
  });
});

describe('historyMayExist and searchesMayExist', () => {
  afterEach(async () => {
    await db.delete({ disableAutoOpen: false });
  });

  it('say no on a device that kept nothing, yes while an analysis or a search is kept, no once it is gone', async () => {
    expect(await historyMayExist()).toBe(false);
    expect(await searchesMayExist()).toBe(false);
    const stored = toHistoryRecord(ANALYSIS_FIXTURE, null, new Date('2026-11-20T08:00:00Z'));
    await saveToHistory(stored);
    const search = await keepSearch({
      type: 'price',
      query: 'Electric kettle',
      upc: null,
      brand: null,
      thumbnail: null,
    });
    db.close({ disableAutoOpen: false });
    expect(await historyMayExist()).toBe(true);
    expect(await searchesMayExist()).toBe(true);
    await removeFromHistory(stored.id);
    await removeSearch(search.id);
    db.close({ disableAutoOpen: false });
    expect(await historyMayExist()).toBe(false);
    expect(await searchesMayExist()).toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).toContain('costlens');
  });
});
