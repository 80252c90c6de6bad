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
  // --- Precious metals, read from the London fix (a kg is 32.1507 troy ounces) ---
  exchange('gold', 'fine gold', 4310 * 32.1507, '2025-12', 'bullionvault-gold-silver-2025'),
  exchange('silver', 'fine silver', 72 * 32.1507, '2025-12', 'bullionvault-gold-silver-2025'),
  // --- Materials of clothing, sports gear and pet supplies ---
  judged(
    'stretch-knit',
    'stretch knit (nylon or polyester with elastane)',
    12,
    'Leggings, swimwear and hosiery knits carry 10–25 % elastane, a yarn several times dearer than polyester.',
  ),
  judged(
    'neoprene',
    'neoprene sheet, fabric-laminated',
    14,
    'Closed-cell chloroprene foam laminated with nylon jersey on both sides, as wetsuits and sleeves use it.',
  ),
  judged(
    'pet-kibble',
    'dry pet food ingredients',
    1.2,
    'Meat meals, grains, fats and a vitamin premix bought by the tonne and extruded: cheaper than a human-food basket.',
  ),
  judged(
    'pet-treat-mix',
    'pet treat ingredients',
    5,
    'Dried meat, meals and starches: drying leaves several kg of raw meat in each kg of jerky or biscuit.',
  ),
  judged(
    'grain-seed',
    'feed grains and seeds',
    0.8,
    'Millet, sunflower seed, cracked corn and milo bought in bulk for bird and small-animal feed.',
  ),
  judged(
    'sisal',
    'sisal fibre',
    1.8,
    'Sisal and other hard leaf fibres are sold baled by the tonne, near the price of paper.',
  ),
  judged(
    'clay-litter',
    'clumping clay litter',
    0.3,
    'Mined sodium bentonite, dried and graded: a bulk mineral sold by the tonne.',
  ),
  // --- Food and drink ingredients (the grocery department's contents, priced at the processor's door) ---
  exchange('cocoa', 'cocoa beans', 4.648, '2026-01', 'reuters-softs-2026-01'),
  exchange('coffee', 'green coffee (arabica)', 7.639, '2026-01', 'reuters-softs-2026-01'),
  exchange('sugar', 'raw cane sugar', 0.3245, '2026-01', 'reuters-softs-2026-01'),
  exchange('wheat', 'wheat', 0.1966, '2026-01', 'ap-grains-2026-01'),
  exchange('maize', 'maize (corn)', 0.1697, '2026-01', 'ap-grains-2026-01'),
  exchange('oats', 'oats', 0.2074, '2026-01', 'ap-grains-2026-01'),
  exchange('soybeans', 'soybeans', 0.395, '2026-01', 'ap-grains-2026-01'),
  exchange('vegetable-oil', 'vegetable oil (soybean, canola)', 1.1599, '2026-01', 'barchart-soy-complex-2026-01'),
  exchange('tuna', 'skipjack tuna (whole, frozen)', 1.6, '2025-11', 'tridge-bangkok-skipjack-2025'),
  judged(
    'honey',
    'honey (bulk)',
    5.5,
    'U.S. producers averaged about USD 2.7 a pound across all their sales in 2024, retail jars included; bulk honey sold in drums to packers costs less, about CAD 5.5/kg.',
  ),
  judged(
    'pulses',
    'dried pulses (lentils, peas, beans)',
    0.8,
    'Canadian lentils, peas and dry beans sell at about CAD 500–900 a tonne cleaned and bagged for export.',
  ),
  judged(
    'rice',
    'milled rice',
    0.85,
    'Milled long-grain rice delivered to a Canadian packer: Asian export quotes of about USD 0.4–0.5/kg plus ocean freight and duty-free entry.',
  ),
  judged(
    'olive-oil',
    'olive oil',
    6.5,
    'Spanish extra-virgin oil at origin fell back to about €3.5/kg in 2025 after two record years; shipped, filtered and held for bottling it costs a Canadian packer about CAD 6.5/kg.',
  ),
  judged(
    'maple-syrup',
    'maple syrup (bulk)',
    7,
    "Quebec's producers' federation sets one bulk price per pound for the year's crop (about CAD 3.2/lb for the common grades), so about CAD 7/kg in barrels.",
  ),
  judged(
    'raw-milk',
    'raw cow milk',
    0.92,
    'Canadian farm-gate milk is priced by the Canadian Dairy Commission from the cost of producing it (about CAD 90 per hectolitre in its 2024 review), so about CAD 0.9/kg at the dairy.',
  ),
  judged(
    'cream',
    'cream (35 % fat)',
    3.4,
    'Cream carries the butterfat of about eight litres of milk per litre, priced under supply management by its fat content.',
  ),
  judged(
    'butter',
    'butter',
    10,
    "The Canadian Dairy Commission's butter support price (CAD 8.71/kg in 2021) rose with the farm-gate increases of 2022–2024 to about CAD 10/kg.",
  ),
  judged(
    'cheese',
    'cheese (cheddar, mozzarella)',
    9.5,
    'About ten kilograms of Canadian farm-gate milk make a kilogram of cheddar; the cheese plant’s own work is in the family’s factors.',
  ),
  judged(
    'milk-powder',
    'milk powder and whey',
    6,
    'Skim milk powder and whey proteins cost several dollars a kilogram (the Canadian support price for skim powder was CAD 4.53/kg); blends for formula cost more.',
  ),
  judged(
    'eggs',
    'shell eggs',
    3.6,
    'Canadian egg producers are paid about CAD 2.4–2.6 a dozen under supply management, and a dozen large eggs weighs about 0.7 kg.',
  ),
  judged(
    'beef',
    'beef (primal cuts)',
    11,
    "Boxed beef (the packer's price for primal cuts) ran near USD 3.8 a pound in 2025, about CAD 11/kg before retail cutting.",
  ),
  judged(
    'beef-trim',
    'beef trimmings (for ground beef)',
    8,
    'Lean and fat trimmings blended for ground beef cost less than primal cuts: about CAD 7–9/kg.',
  ),
  judged(
    'pork',
    'pork',
    7,
    'Hogs sell for about USD 2/kg live and yield about half their live weight as saleable pork, so about CAD 6–8/kg for cuts.',
  ),
  judged(
    'poultry',
    'chicken',
    7,
    'Canadian chicken is supply-managed: live birds cost processors about CAD 2.3/kg, and breasts and thighs are about a third of the bird, so about CAD 7/kg for parts.',
  ),
  judged(
    'fish',
    'fish fillets and shrimp',
    14,
    'Farmed salmon sells for about USD 7–8/kg whole; fillets are about 60 % of the fish, and frozen shrimp costs a similar amount per kg.',
  ),
  judged(
    'peanuts',
    'peanuts (shelled)',
    2.4,
    'Shelled runner peanuts trade at about USD 1.5–1.8 per kg, roasted and delivered a little more.',
  ),
  judged(
    'tree-nuts',
    'tree nuts (almonds, cashews)',
    9,
    'California almonds traded near USD 2.5–3 a pound in 2024–25; cashews and walnuts cost about as much.',
  ),
  judged(
    'fruit',
    'fresh fruit (apples, citrus, grapes)',
    1.5,
    'What packers pay growers and importers for apples, citrus and grapes: about a third of the shelf price per kg.',
  ),
  judged(
    'banana',
    'bananas',
    0.8,
    'An 18 kg box of bananas costs about USD 8–10 free on board in Ecuador or Central America; with reefer freight and ripening, about CAD 0.8/kg.',
  ),
  judged(
    'berries',
    'berries and soft fruit',
    5,
    'Strawberries, blueberries and raspberries cost growers and importers several times hard fruit per kg: hand picking and short shelf life.',
  ),
  judged(
    'vegetables',
    'fresh vegetables',
    1,
    'What packers pay growers for tomatoes, peppers, lettuce, carrots and onions: a mix of cheap roots and dearer greenhouse crops.',
  ),
  judged(
    'potato',
    'potatoes',
    0.45,
    'Canadian table and processing potatoes sell for about CAD 20–30 per hundredweight at the farm.',
  ),
  judged(
    'tomato-paste',
    'tomato paste',
    1.6,
    'Industrial tomato paste (28–30 brix) in drums trades at about USD 1,000–1,200 a tonne, the base of ketchup and pasta sauce.',
  ),
  judged(
    'orange-juice',
    'orange juice (single strength)',
    1.1,
    'Concentrate futures fell from about USD 4.9 a pound of solids at the end of 2024 to USD 2–3 in 2025; a kilogram of single-strength juice holds about 0.11 kg of solids, so about USD 0.6/kg, more for chilled juice.',
  ),
  judged(
    'tea',
    'tea leaf',
    4.5,
    'Black tea sells at the Mombasa and Colombo auctions for about USD 2.5–3.5/kg; blenders pay a little more for grades.',
  ),
  judged(
    'spices',
    'spices and seasoning',
    8,
    'Black pepper, cinnamon, paprika and herb blends cost several times grain per kg (pepper about USD 6–7/kg).',
  ),
  judged('salt', 'salt', 0.3, 'Evaporated and rock salt are among the cheapest foods per kg.'),
  judged(
    'malt',
    'malted barley and hops',
    1.2,
    'Brewing malt costs about twice feed barley per kg; hops add little by weight.',
  ),
  judged(
    'bulk-wine',
    'wine (in bulk)',
    2,
    'Bulk wine for bottling ranges from under USD 1 a litre for everyday blends to several dollars for named regions.',
  ),
  judged(
    'bulk-spirit',
    'distilled spirit (bulk, at bottling strength)',
    3,
    'Neutral grain spirit and bulk whisky or rum cut to bottling strength: a few dollars a litre before aging premiums.',
  ),
  judged(
    'drinking-water',
    'treated water',
    0.01,
    'Municipal or spring water, filtered and treated at the bottler: a cent or so per litre.',
  ),
  judged(
    'flavour-syrup',
    'flavour concentrate and sweetener syrup',
    3,
    'Soft-drink concentrate and high-intensity sweeteners cost far more per kg than sugar, but a drink holds little of them.',
  ),
  judged(
    'infant-formula-base',
    'infant formula ingredients',
    9,
    'Whey and milk proteins, lactose, vegetable oils, vitamins and minerals blended to a regulated recipe cost more per kg than plain milk powder.',
  ),
  // --- Containers for food, drink and personal care (priced per kg of container) ---
  judged(
    'pet-bottle',
    'PET bottle (blown)',
    3.5,
    'A blown PET bottle costs its resin (about CAD 2/kg) plus the preform moulding and blowing: a 20–45 g bottle costs a filler a few cents.',
  ),
  judged(
    'can-stock',
    'aluminium can and end',
    9.5,
    'A 355 ml can weighs about 13 g and costs a filler about USD 0.08–0.10: aluminium sheet plus the can maker’s conversion.',
  ),
  judged(
    'tinplate',
    'tinplate steel can',
    3.3,
    'A food can of about 50 g costs a packer about USD 0.10–0.13: tinplate coil plus can making and lacquer.',
  ),
  judged(
    'carton-board',
    'liquid-packaging carton (board, film and foil)',
    4.5,
    'A 1–2 L gable-top or aseptic carton weighs 30–60 g and costs a filler about USD 0.10–0.20 with its cap.',
  ),
  judged(
    'pouch-film',
    'laminated film (pouches, bags, wrappers)',
    7,
    'Printed multilayer film (PET, metallised BOPP, PE) bought by the kilogram: a snack bag uses 5–10 g.',
  ),
  // --- Personal care, pharmacy and household consumables ---
  judged(
    'cosmetic-emulsion',
    'cosmetic cream or emulsion',
    7,
    'Lotions, creams and sunscreens carry oils, emollients, UV filters and preservatives: several times a cleanser per kg.',
  ),
  judged(
    'colour-cosmetic',
    'colour cosmetic mass (pigments, waxes, oils)',
    25,
    'Lipstick, foundation and mascara bulk uses pigments, waxes, silicones and film formers at tens of dollars a kg, but a unit holds only a few grams.',
  ),
  judged(
    'fragrance',
    'fragrance (alcohol and perfume oil)',
    14,
    'Perfume is 10–25 % perfume oil (tens of dollars a kg) in denatured alcohol.',
  ),
  judged(
    'tablet-mass',
    'tablets and capsules (generic drug or supplement)',
    12,
    'Generic actives such as acetaminophen or ibuprofen cost a few dollars a kg; with excipients, coating and capsule shells a finished tablet mass costs about CAD 10–15/kg.',
  ),
  judged(
    'cleaning-liquid',
    'household cleaning liquid',
    1.2,
    'Laundry and dish liquids and surface sprays are mostly water with 10–30 % surfactants, builders and fragrance: cheaper per kg than personal-care formulas.',
  ),
  judged(
    'tissue-paper',
    'tissue paper (toilet, towel, facial)',
    2.2,
    'Parent rolls of tissue trade at about USD 1,200–1,600 a tonne before converting into rolls and boxes.',
  ),
  judged(
    'nonwoven',
    'nonwoven fabric and absorbent pad',
    5,
    'Spunbond and spunlace nonwovens and absorbent pads for bandages and wipes.',
  ),
  // --- Materials of home goods, garden supplies, baby care and party goods ---
  judged(
    'natural-fibre',
    'natural fibre (jute, seagrass, rattan)',
    2.5,
    'Jute yarn, seagrass and rattan cane for rugs and baskets are cheap plant fibres, priced near a softwood product before weaving.',
  ),
  judged(
    'fluff-pulp',
    'fluff pulp',
    1.5,
    'Bleached softwood kraft pulp fluffed for absorbent cores: a market pulp grade a little above printing paper per tonne.',
  ),
  judged(
    'superabsorbent',
    'superabsorbent polymer',
    3.5,
    'Sodium polyacrylate granules for diaper cores, an acrylic-acid polymer priced above commodity polyethylene.',
  ),
  judged(
    'potting-mix',
    'potting mix and garden soil',
    0.12,
    'Peat, bark and compost bought in bulk at roughly CAD 30–60 a cubic metre, and a cubic metre of moist mix weighs about 400 kg.',
  ),
  judged(
    'fertiliser',
    'granular fertiliser',
    1.2,
    'Blended nitrogen, phosphate and potash granules for lawns and gardens, above farm fertiliser for coating and blending.',
  ),
  // --- Materials of electronics, appliances, tools, car supplies and instruments ---
  judged(
    'alloy-steel',
    'chrome-vanadium or alloy steel',
    3.5,
    'Forged and heat-treated alloy bar for wrenches, sockets and pliers: carbon steel plus its chromium and vanadium and the forging loss.',
  ),
  judged(
    'tool-steel',
    'high-speed tool steel',
    12,
    'Drill bits and saw teeth are high-speed steel with tungsten, molybdenum and cobalt, several times the price of alloy steel.',
  ),
  judged(
    'lead',
    'lead and lead oxide',
    3.2,
    'Refined lead trades near USD 2,000 a tonne; battery-grid alloy and the oxide paste cost a little more once cast and mixed.',
  ),
  judged(
    'sanitary-ceramic',
    'vitreous china (sanitary ware)',
    1.4,
    'Toilets and basins are slip-cast in large pieces from clay and feldspar: far less work per kg than glazed tableware.',
  ),
  judged(
    'carbon-black',
    'carbon black and silica filler',
    1.7,
    'Tyre-grade carbon black is made from heavy oil by the tonne and sells near the price of the oil it is made from.',
  ),
  judged(
    'paint',
    'latex paint (resin, pigment, water)',
    2.8,
    'Acrylic binder and titanium dioxide make up about a third of a latex paint and cost a few dollars a kg; water and mineral extenders the rest.',
  ),
  judged(
    'lubricant',
    'lubricating oil (base oil and additives)',
    1.8,
    'Refined base oil sells near the price of diesel fuel; the additive package adds about a quarter for a motor oil.',
  ),
  judged(
    'glycol',
    'ethylene glycol coolant',
    1.4,
    'Ethylene glycol is a bulk petrochemical, blended with water, inhibitors and dye for engine coolant.',
  ),
  judged(
    'washer-fluid',
    'windshield washer fluid (methanol in water)',
    0.25,
    'Winter washer fluid is mostly water with about a third methanol, a commodity alcohol, and a drop of detergent and dye.',
  ),
];

const BY_KEY = new Map(MATERIAL_PRICES.map((m) => [m.key, m]));

/** The price row of a material key; throws for a key the table does not hold (a data error the tests catch). */
export function materialPrice(key: string): MaterialPrice {
  const row = BY_KEY.get(key);
  if (!row) throw new Error(`no material price for "${key}"`);
  return row;
}
