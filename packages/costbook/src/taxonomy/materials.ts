// Purchase prices per kg of the materials the family models are made of. A price is either read from a source
// (an exchange price, converted to CAD) or a named CostLens judgement with the reason for its level; the detailed
// entries' worksheets use the same numbers for the materials they share (judgement: material-cost-per-kg).
import { USD_CAD_RATE } from '../data/fx.ts';
import { MATERIAL_COST_PER_KG } from '../judgement.ts';

export interface MaterialPrice {
  key: string;
  /** How a BOM line names it ('polypropylene', 'cotton fabric'). */
  name: string;
  /** CAD per kg, purchased in a factory's quantities. */
  cadPerKg: number;
  /** Either the source the price was read from (with `usdPerKg` and its date), or why the judgement is what it is. */
  basis: { kind: 'judgement'; why: string } | { kind: 'exchange'; usdPerKg: number; asOf: string; sourceId: string };
}

const J = MATERIAL_COST_PER_KG.value;

function judged(key: string, name: string, cadPerKg: number, why: string): MaterialPrice {
  return { key, name, cadPerKg, basis: { kind: 'judgement', why } };
}
function exchange(key: string, name: string, usdPerKg: number, asOf: string, sourceId: string): MaterialPrice {
  return { key, name, cadPerKg: usdPerKg * USD_CAD_RATE.value, basis: { kind: 'exchange', usdPerKg, asOf, sourceId } };
}

export const MATERIAL_PRICES: readonly MaterialPrice[] = [
  // --- Metals ---
  exchange('aluminium', 'aluminium', 3.0, '2026-01', 'lme-metals-2026-01'),
  exchange('copper', 'copper', 12.487, '2026-01', 'lme-metals-2026-01'),
  judged(
    'steel',
    'carbon steel',
    J.steel,
    'Cold-rolled and galvanised sheet and wire bought by a factory: about the level of a tonne of coil plus cutting loss.',
  ),
  judged(
    'stainless',
    'stainless steel',
    J.stainless,
    'Grade 304 sheet and wire, roughly three times carbon steel for its nickel and chromium.',
  ),
  judged(
    'cast-iron',
    'cast iron',
    1.8,
    'Grey iron castings (pans, weights, grates) cost little more than the pig iron and scrap melted for them.',
  ),
  judged(
    'brass',
    'brass',
    9,
    'Copper-zinc alloy, priced below copper for its zinc share and above it as machined bar.',
  ),
  judged(
    'zinc-alloy',
    'zinc die-cast alloy',
    4.5,
    'Zamak die-cast alloy for handles, buckles and fittings: zinc metal plus alloying and casting loss.',
  ),
  // --- Plastics and rubbers ---
  judged(
    'plastic',
    'moulded plastic (PP, ABS)',
    J.plastic,
    'Commodity polypropylene and ABS resin plus colour and moulding scrap.',
  ),
  judged('pet', 'PET plastic (bottles, film)', 2.2, 'Bottle-grade PET resin is a commodity resin priced below ABS.'),
  judged('hdpe', 'HDPE plastic (jugs, caps)', 2.2, 'Blow-moulding HDPE resin, a commodity priced like PET.'),
  judged(
    'engineering-plastic',
    'engineering plastic (PC, nylon, POM)',
    6,
    'Polycarbonate, nylon and acetal for load-bearing or clear parts cost about twice commodity resin.',
  ),
  judged(
    'silicone',
    'silicone rubber',
    8,
    'Food-grade silicone moulded parts cost more than natural or synthetic rubber.',
  ),
  judged('rubber', 'rubber', J.rubber, 'Natural and synthetic rubber compounds, moulded.'),
  judged('foam', 'foam (PU, EVA)', J.foam, 'Polyurethane and EVA foams for padding, soles and insulation.'),
  judged('vinyl', 'PVC vinyl', 2.5, 'PVC sheet, film and coated fabric backing, a commodity resin.'),
  // --- Fibres and textiles ---
  judged(
    'textile',
    'woven or knitted fabric (mixed)',
    J.textile,
    'A mid-weight fabric bought by the metre, dyed and finished, mixed fibres.',
  ),
  judged(
    'cotton',
    'cotton fabric',
    8,
    'Dyed cotton jersey and twill bought by the metre: fibre, spinning, knitting or weaving and dyeing.',
  ),
  judged('denim', 'denim', 7, 'Indigo cotton denim bought by the metre: heavier and plainer than fashion cotton.'),
  judged(
    'polyester',
    'polyester or nylon fabric',
    6,
    'Synthetic fabric made from oil-based fibre, cheaper per kg than finished cotton.',
  ),
  judged(
    'wool',
    'wool fabric or yarn',
    20,
    'Wool costs several times cotton per kg, from the fleece price to scouring and spinning.',
  ),
  judged(
    'down',
    'down and feather fill',
    45,
    'Duck and goose down is sold by the kg at prices far above synthetic fill.',
  ),
  judged('fibre-fill', 'polyester fibre fill', 3, 'Staple polyester fibre for pillows, duvets and plush toys.'),
  judged('leather', 'leather', J.leather, 'Finished cow leather bought by area, expressed per kg.'),
  judged(
    'synthetic-leather',
    'synthetic leather (PU)',
    7,
    'Polyurethane-coated fabric, about half the price of real leather.',
  ),
  // --- Wood, paper, glass and mineral ---
  judged('wood', 'solid softwood', J.wood, 'Kiln-dried pine and spruce lumber, machined.'),
  judged('hardwood', 'solid hardwood', 4, 'Oak, maple and beech lumber cost about twice softwood.'),
  judged(
    'particleboard',
    'particleboard or MDF',
    0.9,
    'Engineered board for flat-pack furniture, cheaper per kg than lumber.',
  ),
  judged('plywood', 'plywood', 1.4, 'Veneered plywood sheet, between particleboard and solid wood.'),
  judged('bamboo', 'bamboo', 2.5, 'Laminated bamboo for boards and utensils, priced like a softwood product.'),
  judged('paper', 'paper', 1.6, 'Printing and writing paper, a commodity priced per tonne.'),
  judged(
    'paperboard',
    'paperboard and corrugated board',
    J.paperboard,
    'Folding-box board and corrugated containerboard.',
  ),
  judged('glass', 'glass', J.glass, 'Soda-lime glass, pressed or blown.'),
  judged('ceramic', 'ceramic (stoneware, porcelain)', J.ceramic, 'Clay body, glaze and kiln firing.'),
  judged(
    'stone',
    'stone or concrete',
    0.5,
    'Cast concrete and cut stone for planters and décor weigh much and cost little per kg.',
  ),
  judged(
    'composite',
    'fibre composite (carbon, glass fibre)',
    J.composite,
    'Glass- and carbon-fibre composites laid up in moulds.',
  ),
  judged('wax', 'paraffin or soy wax', 2.5, 'Candle wax bought in slabs or pellets.'),
  // --- Content of consumables (the product inside a package) ---
  judged(
    'food',
    'food ingredients (mixed)',
    J.food,
    'A mixed ingredient basket (grains, sugar, oils) for packaged foods without a more specific line.',
  ),
  judged(
    'chemical',
    'formulated liquid (cleaners, personal care)',
    2,
    'Water-based formulations: mostly water with surfactants and additives.',
  ),
];

const BY_KEY = new Map(MATERIAL_PRICES.map((m) => [m.key, m]));

/** The price row of a material key; throws for a key the table does not hold (a data error the tests catch). */
export function materialPrice(key: string): MaterialPrice {
  const row = BY_KEY.get(key);
  if (!row) throw new Error(`no material price for "${key}"`);
  return row;
}
