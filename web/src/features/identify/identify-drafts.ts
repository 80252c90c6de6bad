/** Identifies offline captures on the device while they wait, so the drafts panel can say what the
 *  photo looks like before the server sees it. Runs after the draft is saved and never blocks it; a
 *  failure (no model files offline, a decode error) is logged and the draft simply shows nothing. */
import type { DraftIdentification } from '@costlens/offline';
import { listDrafts, updateDraft } from '@costlens/offline';
import type { DeviceIdentification } from '@costlens/estimator/browser';
import { loadIdentifyWorker } from '../../lazy.ts';

/** What a draft keeps of the device's answer. */
export function toDraftIdentification(id: DeviceIdentification): DraftIdentification {
  return {
    productQuery: id.productQuery,
    category: id.category,
    confidence: id.confidence,
    entryId: id.entryId,
    upc: id.upc,
    refused: id.refused !== null,
    ...(id.outcome ? { outcome: id.outcome } : {}),
    ...(id.candidates?.length ? { candidates: id.candidates.map((c) => c.label) } : {}),
  };
}

export interface IdentifyDraftDeps {
  listDrafts: typeof listDrafts;
  updateDraft: typeof updateDraft;
  identify: (photo: Blob) => Promise<DeviceIdentification>;
  log: (message: string, error: unknown) => void;
}

/** Tries each waiting draft once per page life, until none is left untried (drafts saved meanwhile
 *  included). Resolves when done; never rejects. */
export function createDraftIdentifier(deps: IdentifyDraftDeps): () => Promise<void> {
  const tried = new Set<string>();
  let running: Promise<void> | null = null;
  let again = false;
  const pass = async () => {
    for (;;) {
      // Same test as describe.ts's needsDeviceIdentification, not imported: that module ships with the
      // drafts panel, and sharing it would cost the capture step one more request.
      const next = (await deps.listDrafts()).find((d) => d.identification == null && !tried.has(d.id));
      if (!next) return;
      tried.add(next.id);
      try {
        const id = await deps.identify(next.image);
        // A draft sent or deleted meanwhile is simply not found: update() changes nothing.
        await deps.updateDraft(next.id, { identification: toDraftIdentification(id) });
      } catch (error) {
        deps.log('On-device identification failed; the draft will be analysed online as usual', error);
      }
    }
  };
  return () => {
    // A call during a pass (a draft saved just now) asks for one more pass rather than being lost.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again);
    })()
      .catch((error: unknown) => deps.log('On-device identification stopped', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** The app's one runner: the worker bridge loads only here, when a draft exists. */
export const identifyWaitingDrafts = createDraftIdentifier({
  listDrafts,
  updateDraft,
  identify: async (photo) => {
    const { identifyInWorker } = await loadIdentifyWorker();
    const result = await identifyInWorker(photo);
    console.info(
      `On-device identification: ${result.category ?? result.upc ?? 'nothing'} in ${Math.round(result.decodeMs + result.timings.totalMs)} ms`,
    );
    return result;
  },
  log: (message, error) => console.warn(message, error),
});
