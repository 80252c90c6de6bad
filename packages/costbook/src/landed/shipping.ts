// Freight cost ranges per mode, China → North America, in CAD. Air and sea rest on Freightos' published
// indexes (2024); courier has no rate read from here and is kept empty rather than guessed.
import { FEU_USABLE_M3 } from '../judgement.ts';
import { FX_INPUT, usd } from '../worksheets/build.ts';
import type { WorksheetTerm } from '../worksheets/types.ts';
import type { ShippingRange } from './types.ts';

function perKg(label: string, usdPerKg: number, asOf: string, sourceId: string): WorksheetTerm {
  return { label, factors: [{ ...usd('air rate', usdPerKg, asOf, sourceId), unit: 'USD/kg' }, FX_INPUT] };
}

function perM3(label: string, usdPerFeu: number, asOf: string, sourceId: string): WorksheetTerm {
  return {
    label,
    factors: [
      { ...usd('40-ft container rate', usdPerFeu, asOf, sourceId), unit: 'USD/FEU' },
      {
        label: 'usable m³ per 40-ft container',
        value: FEU_USABLE_M3.value,
        unit: 'm3/FEU',
        asOf: '2025',
        judgement: FEU_USABLE_M3.key,
        divide: true,
      },
      FX_INPUT,
    ],
  };
}

const airLow = [perKg('China–North America air, May 2024', 5.65, '2024-05-01', 'freightos-update-2024-05')];
const airHigh = [perKg('China–North America air, March 2024', 5.94, '2024-03-19', 'freightos-update-2024-03')];
const seaLow = [perM3('Asia–North America West Coast FBX01, May 2024', 3095, '2024-05-01', 'freightos-update-2024-05')];
const seaHigh = [
  perM3('Asia–North America West Coast FBX01, March 2024', 4244, '2024-03-19', 'freightos-update-2024-03'),
];

function value(terms: WorksheetTerm[]): number {
  const v = terms.reduce((s, t) => s + t.factors.reduce((a, f) => (f.divide ? a / f.value : a * f.value), 1), 0);
  return Math.round(v * 100) / 100;
}

export const SHIPPING_RANGES: readonly ShippingRange[] = [
  {
    mode: 'air',
    unit: 'CAD/kg',
    low: value(airLow),
    high: value(airHigh),
    lane: 'China → North America, airport to airport',
    worksheet: { low: airLow, high: airHigh },
    verified: true,
    note: 'Freightos Air Index spot averages; chargeable weight is the greater of actual and volumetric weight; customs brokerage and delivery are extra.',
  },
  {
    mode: 'sea',
    unit: 'CAD/m3',
    low: value(seaLow),
    high: value(seaHigh),
    lane: 'China/East Asia → North America West Coast, port to port',
    worksheet: { low: seaLow, high: seaHigh },
    verified: true,
    note: 'A full-container (FCL) rate spread over the usable volume (a judgement); an LCL consolidator quote per m³ is usually higher, and the index is for US West Coast ports, a proxy for Vancouver.',
  },
  {
    mode: 'courier',
    unit: 'CAD/kg',
    low: null,
    high: null,
    lane: 'China → Canada, express courier door to door',
    worksheet: null,
    verified: false,
    note: 'No published courier rate was read from here; take it from a carrier quote.',
    officialUrl: 'https://www.dhl.com/ca-en/home/express/shipping-and-tracking/shipping/shipping-rates.html',
  },
];
