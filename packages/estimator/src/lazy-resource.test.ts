import { describe, expect, it } from 'vitest';

import { lazyResource } from './lazy-resource.ts';

describe('a model loaded on first use', () => {
  it('loads once however often it is asked for', async () => {
    let loads = 0;
    const model = lazyResource(async () => ++loads);
    expect(model.started).toBe(false);
    expect(await Promise.all([model.get(), model.get()])).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('loads again after a failed load (offline, then online)', async () => {
    let attempt = 0;
    const model = lazyResource(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return 'model';
    });
    await expect(model.get()).rejects.toThrow('offline');
    expect(await model.get()).toBe('model');
  });

  it('releases what it loaded and loads afresh next time', async () => {
    const disposed: number[] = [];
    let n = 0;
    const model = lazyResource(
      async () => ++n,
      (v) => void disposed.push(v),
    );
    await model.get();
    await model.release();
    expect(disposed).toEqual([1]);
    expect(await model.get()).toBe(2);
  });
});
