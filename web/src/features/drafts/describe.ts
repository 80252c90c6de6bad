// What the drafts panel says about a photo: its title in a shopper's words and what the device
// recognised in it (kept tiny: it ships with the panel).
import type { Draft } from '@costlens/offline';

/** The product's name as the card's title: the name the person typed, else what the device recognised
 *  ("Laptop"; "Mug or vase?" when it is not sure); null when nothing names it yet. */
export function draftTitle(draft: Pick<Draft, 'correction' | 'identification'>): string | null {
  const typed = draft.correction?.productName?.trim() || draft.correction?.productCategory?.trim();
  if (typed) return typed;
  const id = draft.identification;
  if (!id || id.refused) return null;
  if (id.outcome === 'probable' && id.candidates?.length) return `${id.candidates.join(' or ')}?`;
  return id.category ?? null;
}

/** Under the title: how sure the device is of the name it gave ("Recognised on this device, 62 % sure"), that
 *  it is only a guess, or the barcode when that is all the photo told; null when there is nothing to add. */
export function describeDeviceIdentification(identification: Draft['identification']): string | null {
  if (!identification || identification.refused) return null;
  if (identification.outcome === 'probable' && identification.candidates?.length)
    return 'A guess on this device: the name is checked when the photo is sent';
  if (identification.category)
    return identification.confidence
      ? `Recognised on this device, ${Math.round(identification.confidence)} % sure`
      : 'Recognised on this device';
  if (identification.upc) return `Barcode ${identification.upc}`;
  return null;
}

/** Drafts the device has not tried to identify yet. */
export function needsDeviceIdentification(draft: Pick<Draft, 'identification'>): boolean {
  return draft.identification == null;
}
