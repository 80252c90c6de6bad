// What the drafts panel says about an on-device identification (kept tiny: it ships with the panel).
import type { Draft } from '@costlens/offline';

/** "On this device it looks like: Laptop (62 %)" when the device is sure; "Perhaps a mug or a vase" when it
 *  only has candidates; the barcode when that is all the photo told; null when there is nothing worth showing
 *  (not run, refused, or no category and no code). */
export function describeDeviceIdentification(identification: Draft['identification']): string | null {
  if (!identification || identification.refused) return null;
  if (identification.outcome === 'probable' && identification.candidates?.length) {
    const [first, ...rest] = identification.candidates;
    return `On this device it might be: ${[first, ...rest].join(' or ')} (not sure yet)`;
  }
  if (identification.category) {
    const percent = identification.confidence ? ` (${Math.round(identification.confidence)} %)` : '';
    return `On this device it looks like: ${identification.category}${percent}`;
  }
  if (identification.upc) return `Barcode ${identification.upc}`;
  return null;
}

/** Drafts the device has not tried to identify yet. */
export function needsDeviceIdentification(draft: Pick<Draft, 'identification'>): boolean {
  return draft.identification == null;
}
