// Health and beauty: hair care, bath and body, oral care, shaving, makeup and skin care, fragrance, personal-care
// appliances, the pharmacy (medicines and first aid), vitamins, and the household paper and cleaning goods a
// drugstore and a supermarket sell beside them. Formulated goods are costed as formula plus container by mass at
// judgement prices per kg; appliances mostly as bought-in parts. Drugstore goods step to retail by Loblaw's gross
// margin (food and drug retail), appliances by Best Buy's and prestige fragrance by keystone. Growth cites the
// nearest market report, shown as a proxy for every kind of a family.
import { EST, ETSY_RULES, FEES, KEYSTONE, SEASONS, platforms } from '../../data/build.ts';
import type { Fit } from '../../types.ts';
import type { Family, ShouldCostModel } from '../types.ts';
import { k, m, p } from './rows.ts';
import type { DepartmentTable } from './table.ts';

const PLATFORM_SOURCES = [...FEES, ETSY_RULES, EST];
const LOBLAW = 'loblaw-gross-margin-2023';
const BESTBUY = 'bestbuy-fy24-gross-margin';
const COSMETICS = 'grandview-cosmetics-2022';
const SUPPLEMENTS = 'cmi-supplements-2019';
const HAIR_TOOLS = 'fbi-hair-styling-tools-2024';
const OTC = 'datahorizzon-otc-2024';
const CLEANING = 'fbi-household-cleaning-2021';

const GROWTH: Record<string, number> = {
  [COSMETICS]: 5.3,
  [SUPPLEMENTS]: 7.7,
  [HAIR_TOOLS]: 4.36,
  [OTC]: 6.5,
  [CLEANING]: 4.5,
};

function market(
  report: string,
  competitorCount: number,
  saturation: Family['market']['saturation'],
  seasonalPeakMonths: string[],
  entryBarriers: string,
): Family['market'] {
  const growthPct = GROWTH[report]!;
  const trend = growthPct > 4 ? ('Rising' as const) : growthPct >= 1 ? ('Stable' as const) : ('Declining' as const);
  const sourceIds = seasonalPeakMonths.length > 0 ? [report, SEASONS, EST] : [report, EST];
  return { competitorCount, saturation, growthPct, trend, seasonalPeakMonths, entryBarriers, sourceIds };
}

/** Terms of a family: labour and overhead as ratios to the BOM, the factory's price, the brand's markup, and the
 *  retailer's step with the source whose margin range holds it. */
function terms(
  labour: number,
  overhead: number,
  toolingPerUnit: number,
  unitPriceOverBom: number,
  wholesaleOverManufacturing: number,
  retail: 'drugstore' | 'electronics' | 'keystone',
  moq = 1000,
) {
  const [retailOverWholesale, source] =
    retail === 'drugstore' ? [1.444, LOBLAW] : retail === 'electronics' ? [1.25, BESTBUY] : [2, KEYSTONE];
  return {
    factors: { labour, overhead, toolingPerUnit, sourceIds: [EST] },
    wholesale: { moq, leadTimeDays: [20, 45] as [number, number], unitPriceOverBom, sourceIds: [EST] },
    retail: { wholesaleOverManufacturing, retailOverWholesale, sourceIds: [source, EST] },
  };
}
// Contract-filled personal care: cheap to make, priced by the brand (the detailed cosmetics entry's terms).
const PERSONAL_CARE = terms(0.1, 0.2, 0.03, 1.45, 2.5, 'drugstore');

const NOTE = {
  cosmetics:
    'Growth shown is the cosmetics and personal-care forecast of 5.3 % a year to 2028, a proxy for the family [grandview-cosmetics-2022]',
  hairTools:
    'The hair styling tools market was USD 30.09 B in 2019 and is forecast to reach USD 51.44 B by 2032, 4.36 % a year [fbi-hair-styling-tools-2024]',
  otc: 'Over-the-counter medicines were a USD 146.6 B market in 2023, forecast to grow 6.5 % a year to 2032 [datahorizzon-otc-2024]',
  supplements:
    'The dietary supplements market was forecast to grow at 7.7 % a year from 2019 to 2027 [cmi-supplements-2019]',
  cleaning:
    'Household cleaning products were forecast to grow from USD 235.76 B (2021) to USD 320.82 B (2028), 4.5 % a year [fbi-household-cleaning-2021]',
  formula:
    'Formulas, containers and parts are priced per kg or per part by judgement; brand marketing is most of a shelf price [costlens-derivation-2026]',
};

interface FamilyRow {
  id: string;
  en: string[];
  fr: string[];
  model: ShouldCostModel;
  terms: ReturnType<typeof terms>;
  complexity?: Family['complexity'];
  market: Family['market'];
  fits: [Fit, Fit, Fit, Fit, Fit];
  notes: string[];
  tariff: Family['tariff'];
  amazonCategory?: string;
  packedKgPerM3: number;
}

function family(row: FamilyRow): Family {
  return {
    id: row.id,
    department: 'health-beauty',
    names: { en: row.en, fr: row.fr },
    model: row.model,
    complexity: row.complexity ?? 'Low',
    sizeScaled: false,
    ...row.terms,
    market: row.market,
    platforms: platforms(row.fits, PLATFORM_SOURCES),
    notes: row.notes,
    tariff: row.tariff,
    amazonCategory: row.amazonCategory ?? 'everything-else',
    packedKgPerM3: row.packedKgPerM3,
  };
}

const CARE_FITS: [Fit, Fit, Fit, Fit, Fit] = ['Good', 'Fair', 'Good', 'Fair', 'Good'];

// A bottle of a water-based formula: the bottle is a few per cent of the mass.
const BOTTLED_FORMULA: ShouldCostModel = {
  materials: [
    m('Formula', 'chemical', 0.9, 'Formulation'),
    m('HDPE bottle', 'hdpe', 0.08, 'Plastic'),
    m('Cap', 'plastic', 0.015, 'Plastic'),
    m('Label', 'paper', 0.005, 'Paper'),
  ],
  parts: [],
  packagingCad: [0.02, 0.1],
  splitSourceIds: [],
  splitJudgement:
    'A 400–750 ml bottle of a water-based formula with a flip cap: the bottle is under a tenth of the mass.',
};

const families: Family[] = [
  family({
    id: 'hair-care',
    en: ['hair care'],
    fr: ['soins capillaires'],
    model: BOTTLED_FORMULA,
    terms: PERSONAL_CARE,
    market: market(
      COSMETICS,
      3000,
      'High',
      [],
      'Contract fillers make entry easy; shelf space and advertising decide who sells.',
    ),
    fits: CARE_FITS,
    notes: [NOTE.cosmetics, NOTE.formula],
    tariff: { hs6: '3305.10', description: 'Shampoos', items: [] },
    packedKgPerM3: 550,
  }),
  family({
    id: 'bath-and-body',
    en: ['bath and body care'],
    fr: ['soins du corps et bain'],
    model: BOTTLED_FORMULA,
    terms: PERSONAL_CARE,
    market: market(
      COSMETICS,
      5000,
      'Oversaturated',
      ['Nov', 'Dec'],
      'Easy to fill under contract; Health Canada cosmetic notification and sunscreen drug rules apply.',
    ),
    fits: CARE_FITS,
    notes: [NOTE.cosmetics, NOTE.formula],
    tariff: {
      hs6: '3401.30',
      description: 'Washing preparations for the skin, liquid, put up for retail sale',
      items: [],
    },
    packedKgPerM3: 550,
  }),
  family({
    id: 'oral-care',
    en: ['oral care'],
    fr: ['soins buccodentaires'],
    model: {
      materials: [
        m('Paste (abrasive, humectant, fluoride)', 'chemical', 0.8, 'Formulation'),
        m('Laminate tube and cap', 'plastic', 0.1, 'Plastic'),
        m('Carton', 'paperboard', 0.1, 'Paper'),
      ],
      parts: [],
      packagingCad: [0.02, 0.08],
      splitSourceIds: [],
      splitJudgement: 'A 90–170 ml tube of toothpaste in a carton: the paste is most of the mass.',
    },
    terms: terms(0.1, 0.2, 0.03, 1.45, 2.5, 'drugstore', 5000),
    market: market(
      COSMETICS,
      1000,
      'High',
      [],
      'Dental-association endorsements and pharmacy shelf contracts favour big oral-care brands.',
    ),
    fits: CARE_FITS,
    notes: [NOTE.cosmetics, NOTE.formula],
    tariff: { hs6: '3306.10', description: 'Dentifrices', items: [] },
    packedKgPerM3: 300,
  }),
  family({
    id: 'shaving-and-grooming',
    en: ['shaving and grooming'],
    fr: ['rasage et toilettage'],
    model: {
      materials: [
        m('Handle', 'plastic', 0.6, 'Plastic'),
        m('Blades', 'stainless', 0.15, 'Metal'),
        m('Grip', 'rubber', 0.1, 'Rubber'),
        m('Blister card', 'paperboard', 0.15, 'Paper'),
      ],
      parts: [p('Blade grinding, coating and lubricating strip', 0.2, 0.8)],
      packagingCad: [0.05, 0.3],
      splitSourceIds: [],
      splitJudgement: 'A cartridge razor: a moulded handle, a few grams of coated stainless blades, on a blister card.',
    },
    terms: terms(0.1, 0.2, 0.05, 1.5, 2.5, 'drugstore', 5000),
    complexity: 'Medium',
    market: market(
      COSMETICS,
      500,
      'High',
      ['Jun', 'Dec'],
      'Blade steel, coating and precision grinding lines favour two global makers; direct-to-consumer brands buy from them.',
    ),
    fits: CARE_FITS,
    notes: [NOTE.cosmetics, NOTE.formula],
    tariff: { hs6: '8212.10', description: 'Razors', items: [] },
    packedKgPerM3: 150,
  }),
  family({
    id: 'makeup-and-skin-care',
    en: ['makeup and skin care'],
    fr: ['maquillage et soins de la peau'],
    model: {
      materials: [
        m('Colour mass (pigments, waxes, oils)', 'colour-cosmetic', 0.2, 'Formulation'),
        m('Case or component', 'plastic', 0.7, 'Plastic'),
        m('Carton', 'paperboard', 0.1, 'Paper'),
      ],
      parts: [p('Mechanism, applicator or pump', 0.15, 0.8)],
      packagingCad: [0.05, 0.3],
      splitSourceIds: [],
      splitJudgement: 'A lipstick or mascara: a few grams of colour in a plastic case with a mechanism or brush.',
    },
    terms: PERSONAL_CARE,
    market: market(
      COSMETICS,
      10000,
      'Oversaturated',
      ['Nov', 'Dec'],
      'Private-label fillers make entry easy; influencer marketing and retail listings are the real barriers.',
    ),
    fits: ['Good', 'Good', 'Excellent', 'Fair', 'Good'],
    notes: [NOTE.cosmetics, NOTE.formula],
    tariff: { hs6: '3304.10', description: 'Lip make-up preparations', items: [] },
    packedKgPerM3: 200,
  }),
  family({
    id: 'fragrance',
    en: ['fragrance'],
    fr: ['parfums'],
    model: {
      materials: [
        m('Fragrance (alcohol and perfume oil)', 'fragrance', 0.35, 'Formulation'),
        m('Glass bottle', 'glass', 0.55, 'Glass'),
        m('Cap', 'plastic', 0.05, 'Plastic'),
        m('Carton', 'paperboard', 0.05, 'Paper'),
      ],
      parts: [p('Spray pump and collar', 0.3, 1.2)],
      packagingCad: [0.2, 1.5],
      splitSourceIds: [],
      splitJudgement:
        'A 50–100 ml spray of eau de parfum: a heavy glass bottle holds a third of the mass in fragrance.',
    },
    // Department stores and perfumeries price designer fragrance at about keystone.
    terms: terms(0.1, 0.2, 0.05, 1.5, 2.5, 'keystone'),
    market: market(
      COSMETICS,
      3000,
      'High',
      ['Nov', 'Dec', 'Feb'],
      'Designer licences and department-store counters; the juice is a small part of the price.',
    ),
    fits: ['Good', 'Good', 'Good', 'Good', 'Fair'],
    notes: [
      NOTE.cosmetics,
      'A designer fragrance’s shelf price is mostly its brand and licence; this estimate covers what it takes to make [costlens-derivation-2026]',
    ],
    tariff: { hs6: '3303.00', description: 'Perfumes and toilet waters', items: [] },
    packedKgPerM3: 300,
  }),
  family({
    id: 'personal-care-appliances',
    en: ['personal care appliances'],
    fr: ['appareils de soins personnels'],
    model: {
      materials: [
        m('Housing', 'engineering-plastic', 0.55, 'Plastic'),
        m('Heating plates', 'aluminium', 0.15, 'Metal'),
        m('Ceramic or titanium coating', 'ceramic', 0.05, 'Ceramic'),
        m('Grips and hinge', 'rubber', 0.05, 'Rubber'),
        m('Cord', 'copper', 0.2, 'Metal'),
      ],
      parts: [
        p('Heating element and thermostat', 1.5, 4),
        p('Control board and display', 0.5, 3),
        p('Swivel cord and plug', 0.6, 1.5),
      ],
      packagingCad: [0.8, 2.5],
      splitSourceIds: [],
      splitJudgement:
        'A flat iron or curling iron: a plastic body, heated aluminium plates or barrel, a swivel cord and a thermostat board.',
    },
    // The detailed hair-dryer entry's terms: electronics-style assembly, Best Buy's retail step.
    terms: terms(0.08, 0.1, 0.04, 1.4, 1.6, 'electronics', 500),
    complexity: 'Medium',
    market: market(
      HAIR_TOOLS,
      1000,
      'High',
      ['Nov', 'Dec'],
      'CSA/cUL electrical certification; premium motors need real engineering, budget models compete on price.',
    ),
    fits: ['Good', 'Poor', 'Fair', 'Good', 'Good'],
    notes: [NOTE.hairTools],
    tariff: { hs6: '8516.32', description: 'Other hair-dressing apparatus (straighteners, curling irons)', items: [] },
    amazonCategory: 'personal-care-appliances',
    packedKgPerM3: 150,
  }),
  family({
    id: 'pharmacy',
    en: ['pharmacy and first aid'],
    fr: ['pharmacie et premiers soins'],
    model: {
      materials: [
        m('Tablets', 'tablet-mass', 0.5, 'Formulation'),
        m('HDPE bottle and cap', 'hdpe', 0.3, 'Plastic'),
        m('Carton', 'paperboard', 0.15, 'Paper'),
        m('Leaflet', 'paper', 0.05, 'Paper'),
      ],
      parts: [p('Child-resistant cap, seal and cotton', 0.05, 0.2)],
      packagingCad: [0.02, 0.1],
      splitSourceIds: [],
      splitJudgement: 'A bottle of 50–200 tablets in a carton: the tablets are about half the mass.',
    },
    // Drug makers work under good manufacturing practice: overhead is heavier than for cosmetics.
    terms: terms(0.1, 0.3, 0.02, 1.5, 2.5, 'drugstore', 5000),
    market: market(
      OTC,
      2000,
      'High',
      ['Jan', 'Feb', 'Oct', 'Nov'],
      'Health Canada drug identification numbers, good manufacturing practice and pharmacy listings.',
    ),
    fits: ['Fair', 'Poor', 'Fair', 'Poor', 'Fair'],
    notes: [NOTE.otc, NOTE.formula],
    tariff: { hs6: '3004.90', description: 'Medicaments put up in measured doses for retail sale', items: [] },
    packedKgPerM3: 250,
  }),
  family({
    id: 'vitamins-and-supplements',
    en: ['vitamins and supplements'],
    fr: ['vitamines et suppléments'],
    model: {
      materials: [
        m('Tablets or capsules', 'tablet-mass', 0.55, 'Formulation'),
        m('HDPE bottle and cap', 'hdpe', 0.35, 'Plastic'),
        m('Label', 'paper', 0.05, 'Paper'),
        m('Desiccant and cotton', 'paper', 0.05, 'Various'),
      ],
      parts: [p('Active ingredients beyond the tablet base (vitamins, probiotics, extracts)', 0.8, 4)],
      packagingCad: [0.05, 0.3],
      splitSourceIds: [],
      splitJudgement: 'A bottle of 60–200 tablets or softgels; actives priced on their own line.',
    },
    terms: terms(0.1, 0.2, 0.02, 1.45, 2.2, 'drugstore'),
    market: market(
      SUPPLEMENTS,
      10000,
      'Oversaturated',
      ['Jan', 'Sep'],
      'Canada requires a Natural Product Number (NPN) licence from Health Canada for each product.',
    ),
    fits: ['Good', 'Poor', 'Excellent', 'Fair', 'Good'],
    notes: [NOTE.supplements, NOTE.formula],
    tariff: { hs6: '2106.90', description: 'Food preparations not elsewhere specified (supplements)', items: [] },
    packedKgPerM3: 250,
  }),
  family({
    id: 'household-consumables',
    en: ['household consumables (paper and cleaning)'],
    fr: ['produits ménagers (papier et nettoyage)'],
    model: {
      materials: [
        m('Cleaning liquid', 'cleaning-liquid', 0.9, 'Formulation'),
        m('HDPE jug', 'hdpe', 0.08, 'Plastic'),
        m('Cap', 'plastic', 0.015, 'Plastic'),
        m('Label', 'paper', 0.005, 'Paper'),
      ],
      parts: [],
      packagingCad: [0.02, 0.1],
      splitSourceIds: [],
      splitJudgement: 'A jug of liquid laundry or dish detergent: mostly water-based liquid, a light HDPE jug.',
    },
    terms: terms(0.1, 0.15, 0.01, 1.4, 2.0, 'drugstore'),
    market: market(
      CLEANING,
      2000,
      'High',
      [],
      'Two or three global makers hold laundry and paper; store brands compete on price; bulky goods cost much to ship.',
    ),
    fits: ['Fair', 'Poor', 'Fair', 'Poor', 'Good'],
    notes: [NOTE.cleaning, NOTE.formula],
    tariff: { hs6: '3402.50', description: 'Washing and cleaning preparations put up for retail sale', items: [] },
    packedKgPerM3: 450,
  }),
];

const kinds = [
  // Hair care
  k(
    'shampoo',
    'hair-care',
    ['shampoo', 'dandruff shampoo', 'dry shampoo', 'baby shampoo', '2 in 1 shampoo', 'shampoo bottle'],
    ['shampooing', 'shampoing', 'shampooing antipelliculaire'],
    [0.4, 0.8],
    'a 400–750 ml bottle',
    {
      brands: [
        'pantene',
        'head & shoulders',
        'herbal essences',
        'tresemmé',
        'tresemme',
        'garnier fructis',
        'ogx',
        'john frieda',
        'suave',
        'aveeno shampoo',
        'selsun blue',
      ],
    },
  ),
  k(
    'conditioner',
    'hair-care',
    ['conditioner', 'hair conditioner', 'leave in conditioner', 'hair mask', 'hair treatment'],
    ['revitalisant', 'après-shampooing', 'masque capillaire'],
    [0.4, 0.8],
    'a 400–750 ml bottle',
    {
      materials: [
        m('Formula', 'chemical', 0.75, 'Formulation'),
        m('Conditioning emulsion', 'cosmetic-emulsion', 0.15, 'Formulation'),
        m('HDPE bottle', 'hdpe', 0.08, 'Plastic'),
        m('Cap', 'plastic', 0.015, 'Plastic'),
        m('Label', 'paper', 0.005, 'Paper'),
      ],
    },
  ),
  k(
    'hair-styling',
    'hair-care',
    [
      'hair gel',
      'hairspray',
      'hair spray',
      'mousse',
      'hair wax',
      'pomade',
      'hair styling product',
      'texturizing spray',
    ],
    ['gel coiffant', 'fixatif', 'mousse coiffante', 'cire coiffante', 'pommade'],
    [0.15, 0.35],
    'a 150–300 ml tube, jar or aerosol',
    {
      materials: [
        m('Formula', 'chemical', 0.7, 'Formulation'),
        m('Aerosol can or tube', 'aluminium', 0.2, 'Metal'),
        m('Cap and valve', 'plastic', 0.1, 'Plastic'),
      ],
      brands: ['got2b', 'schwarzkopf', 'aussie', 'l.a. looks', 'redken', 'american crew'],
    },
  ),
  k(
    'hair-colour',
    'hair-care',
    ['hair dye', 'hair colour', 'hair color', 'box dye', 'root touch up', 'hair bleach'],
    ['teinture à cheveux', 'coloration capillaire', 'colorant capillaire'],
    [0.15, 0.3],
    'a box kit of colour, developer, conditioner and gloves',
    {
      materials: [
        m('Colour cream and developer', 'cosmetic-emulsion', 0.6, 'Formulation'),
        m('Bottles and tubes', 'plastic', 0.25, 'Plastic'),
        m('Carton', 'paperboard', 0.15, 'Paper'),
      ],
      parts: [p('Gloves, applicator and leaflet', 0.15, 0.4)],
      brands: ['clairol', "nice'n easy", 'garnier nutrisse', 'excellence', 'revlon colorsilk', 'splat', 'feria'],
    },
  ),
  // Bath and body
  k(
    'body-wash',
    'bath-and-body',
    ['body wash', 'shower gel', 'bubble bath', 'bath soap', 'body soap'],
    ['gel douche', 'nettoyant pour le corps', 'bain moussant'],
    [0.45, 1],
    'a 400–900 ml bottle',
    {
      brands: [
        'old spice body wash',
        'olay body wash',
        'caress',
        'st. ives',
        'irish spring body wash',
        'native body wash',
      ],
    },
  ),
  k(
    'bar-soap',
    'bath-and-body',
    ['bar soap', 'soap bar', 'soap', 'beauty bar', 'soap bars'],
    ['savon', 'pain de savon', 'savon en barre'],
    [0.1, 0.45],
    'a 90–113 g bar to a four-pack',
    {
      materials: [
        m('Soap (saponified oils)', 'vegetable-oil', 0.8, 'Formulation'),
        m('Glycerin, fragrance and water', 'chemical', 0.1, 'Formulation'),
        m('Carton or wrap', 'paperboard', 0.1, 'Paper'),
      ],
      brands: ['dove', 'irish spring', 'ivory soap', 'dial soap', 'zest', 'lever 2000', 'cetaphil bar'],
    },
  ),
  k(
    'hand-soap',
    'bath-and-body',
    ['hand soap', 'liquid soap', 'liquid hand soap', 'foaming hand soap', 'hand wash'],
    ['savon à mains', 'savon liquide', 'savon moussant'],
    [0.25, 1.1],
    'a 250 ml pump to a 1 L refill',
    {
      parts: [p('Pump dispenser', 0.12, 0.25)],
      brands: ['softsoap', 'method', 'bath & body works', 'dial hand soap', 'attitude'],
    },
  ),
  k(
    'body-lotion',
    'bath-and-body',
    ['body lotion', 'lotion', 'hand cream', 'moisturizing lotion', 'body butter', 'body cream', 'petroleum jelly'],
    ['lotion', 'lotion pour le corps', 'crème pour les mains', 'crème hydratante pour le corps', 'gelée de pétrole'],
    [0.25, 0.65],
    'a 200–600 ml bottle',
    {
      materials: [
        m('Water phase', 'chemical', 0.5, 'Formulation'),
        m('Oils and emollients', 'cosmetic-emulsion', 0.38, 'Formulation'),
        m('HDPE bottle', 'hdpe', 0.09, 'Plastic'),
        m('Cap or pump', 'plastic', 0.025, 'Plastic'),
        m('Label', 'paper', 0.005, 'Paper'),
      ],
      brands: [
        'jergens',
        'vaseline',
        'aveeno lotion',
        'gold bond',
        'lubriderm',
        'curel',
        'eucerin',
        "o'keeffe's",
        'glysomed',
      ],
    },
  ),
  k(
    'sunscreen',
    'bath-and-body',
    ['sunscreen', 'sunblock', 'sun cream', 'spf lotion', 'sunscreen spray', 'sunscreen spf', 'after sun'],
    ['écran solaire', 'crème solaire', 'protection solaire', 'lotion solaire'],
    [0.1, 0.3],
    'a 100–240 ml tube or spray',
    {
      materials: [
        m('Emulsion with UV filters', 'cosmetic-emulsion', 0.85, 'Formulation'),
        m('Tube or bottle', 'hdpe', 0.12, 'Plastic'),
        m('Cap', 'plastic', 0.03, 'Plastic'),
      ],
      parts: [p('UV filters above a plain lotion', 0.2, 0.8)],
      brands: [
        'coppertone',
        'banana boat',
        'la roche-posay',
        'hawaiian tropic',
        'ombrelle',
        'neutrogena sunscreen',
        'bioré',
      ],
    },
  ),
  k(
    'deodorant',
    'bath-and-body',
    ['deodorant', 'antiperspirant', 'deodorant stick', 'roll on deodorant'],
    ['déodorant', 'antisudorifique'],
    [0.08, 0.15],
    'a 75–100 g stick',
    {
      materials: [
        m('Stick (waxes, actives, fragrance)', 'cosmetic-emulsion', 0.5, 'Formulation'),
        m('Case and elevator', 'plastic', 0.45, 'Plastic'),
        m('Label', 'paper', 0.05, 'Paper'),
      ],
      brands: [
        'secret',
        'degree',
        'speed stick',
        'lady speed stick',
        'old spice',
        'native',
        'arrid',
        'gillette clear gel',
        'dove men',
      ],
    },
  ),
  k(
    'lip-balm',
    'bath-and-body',
    ['lip balm', 'lip care', 'lip moisturizer', 'lip salve'],
    ['baume à lèvres', 'beurre de cacao'],
    [0.006, 0.015],
    'a 4 g stick to a small tin',
    {
      materials: [m('Balm (waxes and oils)', 'wax', 0.4, 'Formulation'), m('Tube', 'plastic', 0.6, 'Plastic')],
      parts: [p('Tube, cap and filling', 0.1, 0.3)],
      packagingCad: [0.05, 0.15],
      brands: ['chapstick', 'blistex', "burt's bees", 'carmex', 'labello', 'eos', 'vaseline lip'],
    },
  ),
  // Oral care
  k(
    'toothbrush',
    'oral-care',
    ['toothbrush', 'tooth brush', 'manual toothbrush', 'bamboo toothbrush', 'kids toothbrush'],
    ['brosse à dents', 'brosse à dents manuelle'],
    [0.015, 0.025],
    'a basic manual toothbrush to a premium one',
    {
      entry: 'toothbrush',
      materials: [m('Handle', 'plastic', 0.85, 'Plastic'), m('Nylon bristles', 'engineering-plastic', 0.15, 'Plastic')],
      parts: [p('Tufting and end-rounding', 0.03, 0.1)],
      packagingCad: [0.08, 0.25],
    },
  ),
  k(
    'toothpaste',
    'oral-care',
    ['toothpaste', 'tooth paste', 'whitening toothpaste', 'sensitive toothpaste', 'kids toothpaste'],
    ['dentifrice', 'pâte dentifrice'],
    [0.1, 0.2],
    'a 90–170 ml tube in its carton',
    { brands: ['aquafresh', 'arm & hammer toothpaste', 'parodontax', "tom's of maine", 'closeup', 'pronamel'] },
  ),
  k(
    'dental-floss',
    'oral-care',
    ['dental floss', 'floss', 'floss picks', 'interdental brushes', 'water flosser tips'],
    ['soie dentaire', 'fil dentaire', 'bâtonnets de soie dentaire'],
    [0.015, 0.06],
    'a 50 m dispenser to a bag of 90 floss picks',
    {
      materials: [
        m('Floss (nylon or PTFE)', 'engineering-plastic', 0.3, 'Plastic'),
        m('Dispenser or picks', 'plastic', 0.7, 'Plastic'),
      ],
      parts: [],
      packagingCad: [0.03, 0.1],
      brands: ['oral-b glide', 'glide', 'plackers', 'dentek'],
    },
  ),
  k(
    'mouthwash',
    'oral-care',
    ['mouthwash', 'mouth rinse', 'oral rinse', 'fluoride rinse'],
    ['rince-bouche', 'bain de bouche'],
    [0.5, 1.1],
    'a 500 ml to 1 L bottle',
    {
      materials: [
        m('Rinse', 'chemical', 0.92, 'Formulation'),
        m('PET bottle', 'pet-bottle', 0.06, 'Plastic'),
        m('Cap', 'plastic', 0.015, 'Plastic'),
        m('Label', 'paper', 0.005, 'Paper'),
      ],
      brands: ['listerine', 'crest pro-health rinse', 'therabreath'],
    },
  ),
  k(
    'teeth-whitening',
    'oral-care',
    ['teeth whitening strips', 'whitening strips', 'teeth whitening kit', 'whitening pen'],
    ['bandes blanchissantes', 'trousse de blanchiment des dents'],
    [0.03, 0.1],
    'a box of 10–20 pairs of strips',
    {
      materials: [
        m('Peroxide gel', 'cosmetic-emulsion', 0.2, 'Formulation'),
        m('Strips and liners', 'plastic', 0.4, 'Plastic'),
        m('Carton', 'paperboard', 0.4, 'Paper'),
      ],
      parts: [p('Pouching of each pair', 0.2, 0.6)],
      brands: ['crest 3d white', 'crest whitestrips'],
    },
  ),
  // Shaving and grooming
  k(
    'razor',
    'shaving-and-grooming',
    ['razor', 'razors', 'disposable razors', 'cartridge razor', 'safety razor', 'shaving razor'],
    ['rasoir', 'rasoirs', 'rasoirs jetables'],
    [0.05, 0.15],
    'a handle with two cartridges to a pack of disposables',
    { brands: ['gillette', 'schick', 'bic', "harry's", 'dollar shave club', 'venus', 'bic flex'] },
  ),
  k(
    'razor-blades',
    'shaving-and-grooming',
    ['razor blades', 'razor cartridges', 'refill cartridges', 'replacement blades'],
    ['lames de rasoir', 'cartouches de rasoir', 'recharges de rasoir'],
    [0.02, 0.06],
    'a pack of four to eight cartridges',
    {
      materials: [
        m('Cartridge frames', 'plastic', 0.45, 'Plastic'),
        m('Blades', 'stainless', 0.25, 'Metal'),
        m('Lubricating strip', 'rubber', 0.1, 'Rubber'),
        m('Blister card', 'paperboard', 0.2, 'Paper'),
      ],
      parts: [p('Blade grinding, coating and assembly', 0.4, 1.5)],
      brands: ['gillette fusion', 'mach3', 'schick hydro', 'quattro'],
    },
  ),
  k(
    'shaving-cream',
    'shaving-and-grooming',
    [
      'shaving cream',
      'shaving gel',
      'shave gel',
      'shaving foam',
      'aftershave',
      'after shave',
      'beard oil',
      'beard balm',
    ],
    ['crème à raser', 'gel à raser', 'mousse à raser', 'après-rasage', 'huile à barbe'],
    [0.2, 0.35],
    'a 200–300 ml aerosol can',
    {
      materials: [
        m('Foam or gel', 'chemical', 0.65, 'Formulation'),
        m('Aerosol can', 'steel', 0.3, 'Metal'),
        m('Cap and valve', 'plastic', 0.05, 'Plastic'),
      ],
      parts: [p('Valve and propellant', 0.1, 0.25)],
      brands: ['barbasol', 'gillette foamy', 'edge shave gel', 'nivea men', 'cremo', 'aqua velva'],
    },
  ),
  k(
    'nail-clipper',
    'shaving-and-grooming',
    ['nail clippers', 'nail clipper', 'tweezers', 'nail file', 'manicure set', 'cuticle nippers', 'emery board'],
    ['coupe-ongles', 'pince à épiler', 'lime à ongles', 'trousse de manucure'],
    [0.02, 0.15],
    'a pair of clippers to a manicure set',
    {
      materials: [m('Steel jaws and lever', 'stainless', 0.8, 'Metal'), m('Case or grip', 'plastic', 0.2, 'Plastic')],
      parts: [p('Grinding and plating', 0.1, 0.5)],
      brands: ['tweezerman', 'revlon tools'],
    },
  ),
  k(
    'cotton-swabs',
    'shaving-and-grooming',
    ['cotton swabs', 'cotton buds', 'cotton balls', 'cotton pads', 'cotton rounds', 'makeup remover pads'],
    ['cotons-tiges', 'tampons démaquillants', 'boules de coton', 'ouate'],
    [0.05, 0.2],
    'a box of 300–500 swabs or a bag of 100 pads',
    {
      materials: [
        m('Cotton', 'cotton', 0.6, 'Fabric'),
        m('Paper sticks', 'paper', 0.25, 'Paper'),
        m('Box or bag', 'plastic', 0.15, 'Plastic'),
      ],
      parts: [],
      brands: ['q-tips', 'q tips', 'life brand swabs', 'jonel'],
    },
  ),
  // Makeup and skin care
  k(
    'cosmetics',
    'makeup-and-skin-care',
    ['cosmetics', 'makeup', 'make up', 'beauty products', 'skincare', 'skin care', 'serum', 'face serum', 'eye cream'],
    ['cosmétiques', 'maquillage', 'produits de beauté', 'soins de la peau', 'sérum'],
    [0.03, 0.2],
    'a drugstore skincare or makeup item to a prestige one',
    {
      entry: 'cosmetics',
      materials: [
        m('Formula', 'cosmetic-emulsion', 0.4, 'Formulation'),
        m('Jar, tube or pump bottle', 'glass', 0.45, 'Glass'),
        m('Cap', 'plastic', 0.1, 'Plastic'),
        m('Carton', 'paperboard', 0.05, 'Paper'),
      ],
      brands: ['the ordinary', 'clinique', 'estée lauder', 'lancôme', 'shiseido'],
    },
  ),
  k(
    'lipstick',
    'makeup-and-skin-care',
    ['lipstick', 'lip gloss', 'lip liner', 'liquid lipstick', 'lip stain', 'lip tint'],
    ['rouge à lèvres', 'brillant à lèvres', 'crayon à lèvres'],
    [0.015, 0.03],
    'a bullet lipstick or a gloss wand',
    { brands: ['revlon', 'nyx', 'mac', 'fenty beauty'] },
  ),
  k(
    'foundation',
    'makeup-and-skin-care',
    [
      'foundation',
      'concealer',
      'bb cream',
      'tinted moisturizer',
      'face powder',
      'blush',
      'bronzer',
      'face primer',
      'makeup primer',
    ],
    ['fond de teint', 'correcteur', 'poudre pour le visage', 'fard à joues', 'bronzant'],
    [0.04, 0.12],
    'a 30 ml glass bottle of foundation or a compact',
    {
      materials: [
        m('Foundation (pigments in emulsion)', 'colour-cosmetic', 0.3, 'Formulation'),
        m('Glass bottle', 'glass', 0.55, 'Glass'),
        m('Cap', 'plastic', 0.1, 'Plastic'),
        m('Carton', 'paperboard', 0.05, 'Paper'),
      ],
      brands: ['covergirl', 'rimmel', 'e.l.f.', 'estée lauder double wear', 'fenty foundation'],
    },
  ),
  k(
    'mascara',
    'makeup-and-skin-care',
    [
      'mascara',
      'eyeliner',
      'eye liner',
      'eyeshadow',
      'eye shadow',
      'eyeshadow palette',
      'eyebrow pencil',
      'brow gel',
      'false lashes',
    ],
    ['mascara', 'traceur', 'ombre à paupières', 'crayon à sourcils', 'faux cils'],
    [0.015, 0.06],
    'a mascara tube and wand to an eyeshadow palette',
    { brands: ['maybelline lash', 'lancôme hypnôse', 'too faced', 'urban decay', 'benefit'] },
  ),
  k(
    'nail-polish',
    'makeup-and-skin-care',
    ['nail polish', 'nail varnish', 'gel polish', 'nail polish remover', 'top coat', 'press on nails'],
    ['vernis à ongles', 'dissolvant', 'couche de finition', 'faux ongles'],
    [0.03, 0.06],
    'a 10–15 ml glass bottle with brush',
    {
      materials: [
        m('Lacquer', 'colour-cosmetic', 0.25, 'Formulation'),
        m('Glass bottle', 'glass', 0.6, 'Glass'),
        m('Cap and brush', 'plastic', 0.15, 'Plastic'),
      ],
      parts: [p('Brush and mixing ball', 0.05, 0.15)],
      brands: ['essie', 'opi', 'sally hansen', 'revlon nail'],
    },
  ),
  k(
    'face-moisturizer',
    'makeup-and-skin-care',
    [
      'face moisturizer',
      'moisturizer',
      'face cream',
      'night cream',
      'day cream',
      'anti aging cream',
      'moisturizing cream',
    ],
    ['crème hydratante', 'crème pour le visage', 'crème de nuit', 'crème de jour', 'crème antirides'],
    [0.06, 0.15],
    'a 50 ml jar or pump bottle',
    {
      materials: [
        m('Cream', 'cosmetic-emulsion', 0.5, 'Formulation'),
        m('Jar or pump bottle', 'plastic', 0.4, 'Plastic'),
        m('Carton', 'paperboard', 0.1, 'Paper'),
      ],
      parts: [p('Actives (retinol, peptides, hyaluronic acid)', 0.1, 1)],
      brands: ['cerave', 'olay', 'neutrogena', 'nivea creme', 'aveeno face', 'la roche-posay', 'vichy'],
    },
  ),
  k(
    'face-cleanser',
    'makeup-and-skin-care',
    [
      'face wash',
      'facial cleanser',
      'face cleanser',
      'makeup remover',
      'micellar water',
      'face toner',
      'exfoliator',
      'sheet mask',
      'clay mask',
    ],
    ['nettoyant pour le visage', 'démaquillant', 'eau micellaire', 'tonique', 'exfoliant', 'masque facial'],
    [0.15, 0.45],
    'a 150–400 ml tube or bottle',
    {
      materials: [
        m('Cleanser', 'chemical', 0.88, 'Formulation'),
        m('Tube or bottle', 'hdpe', 0.09, 'Plastic'),
        m('Cap', 'plastic', 0.025, 'Plastic'),
        m('Label', 'paper', 0.005, 'Paper'),
      ],
      brands: ['garnier micellar', 'clean & clear', 'bioderma', 'cetaphil', "pond's"],
    },
  ),
  k(
    'makeup-brush',
    'makeup-and-skin-care',
    ['makeup brush', 'makeup brushes', 'beauty blender', 'makeup sponge', 'brush set', 'eyelash curler'],
    ['pinceau de maquillage', 'pinceaux de maquillage', 'éponge de maquillage', 'recourbe-cils'],
    [0.02, 0.3],
    'one brush or sponge to a set of ten brushes',
    {
      materials: [
        m('Synthetic bristles', 'polyester', 0.2, 'Fabric'),
        m('Ferrule', 'aluminium', 0.2, 'Metal'),
        m('Handle', 'wood', 0.5, 'Wood'),
        m('Pouch or box', 'paperboard', 0.1, 'Paper'),
      ],
      parts: [p('Hand tying and gluing', 0.1, 1.5)],
      brands: ['real techniques', 'ecotools', 'beautyblender', 'morphe'],
    },
  ),
  // Fragrance
  k(
    'perfume',
    'fragrance',
    ['perfume', 'eau de parfum', 'eau de toilette', 'fragrance', 'perfume bottle', "women's perfume"],
    ['parfum', 'eau de parfum', 'eau de toilette'],
    [0.2, 0.45],
    'a 50–100 ml eau de parfum in its bottle and carton',
    {
      brands: [
        'chanel',
        'dior',
        'lancôme',
        'marc jacobs',
        'ysl',
        'yves saint laurent',
        'viktor & rolf',
        'jo malone',
        'gucci',
      ],
    },
  ),
  k(
    'cologne',
    'fragrance',
    ['cologne', "men's cologne", 'eau de cologne', "men's fragrance"],
    ['eau de cologne', 'parfum pour homme'],
    [0.2, 0.45],
    'a 50–100 ml spray in its bottle and carton',
    { brands: ['calvin klein', 'hugo boss', 'armani', 'polo ralph lauren', 'paco rabanne', 'creed', 'versace'] },
  ),
  k(
    'body-spray',
    'fragrance',
    ['body spray', 'body mist', 'deodorant spray', 'fragrance mist'],
    ['vaporisateur corporel', 'brume pour le corps'],
    [0.15, 0.3],
    'a 113–150 g aerosol or 236 ml mist',
    {
      materials: [
        m('Alcohol and fragrance', 'fragrance', 0.25, 'Formulation'),
        m('Water and propellant', 'chemical', 0.45, 'Formulation'),
        m('Aerosol can or bottle', 'aluminium', 0.25, 'Metal'),
        m('Cap', 'plastic', 0.05, 'Plastic'),
      ],
      parts: [p('Valve and actuator', 0.1, 0.3)],
      packagingCad: [0.02, 0.1],
      brands: ['axe', 'victoria’s secret mist', "victoria's secret", 'bath & body works mist'],
    },
  ),
  k(
    'essential-oil',
    'fragrance',
    ['essential oil', 'essential oils', 'aromatherapy oil', 'diffuser oil', 'lavender oil', 'tea tree oil'],
    ['huile essentielle', 'huiles essentielles', 'huile d’aromathérapie'],
    [0.03, 0.15],
    'a 10–30 ml dropper bottle to a set of six',
    {
      materials: [
        m('Essential oil', 'fragrance', 0.35, 'Formulation'),
        m('Amber glass bottle', 'glass', 0.5, 'Glass'),
        m('Dropper cap', 'plastic', 0.1, 'Plastic'),
        m('Carton', 'paperboard', 0.05, 'Paper'),
      ],
      parts: [p('Dropper insert', 0.03, 0.1)],
      packagingCad: [0.05, 0.3],
      brands: ['doterra', 'young living', 'now essential oils', 'saje'],
    },
  ),
  // Personal care appliances
  k(
    'hair-dryer',
    'personal-care-appliances',
    ['hair dryer', 'hair drier', 'hairdryer', 'blow dryer', 'blow drier', 'travel hair dryer'],
    ['séchoir à cheveux', 'sèche-cheveux'],
    [0.45, 0.75],
    'a basic 1,800 W dryer to a brushless one',
    {
      entry: 'hair-dryer',
      materials: [
        m('Housing', 'engineering-plastic', 0.7, 'Plastic'),
        m('Cord', 'copper', 0.1, 'Metal'),
        m('Grille and fittings', 'steel', 0.2, 'Metal'),
      ],
      parts: [
        p('Motor and fan', 2.5, 8),
        p('Heating element and ionizer', 0.8, 2.5),
        p('Switches and thermal cut-out', 0.4, 1),
      ],
      brands: ['conair', 'remington', 'babyliss', 'revlon one-step', 'dyson supersonic', 'ghd'],
    },
  ),
  k(
    'hair-straightener',
    'personal-care-appliances',
    ['hair straightener', 'flat iron', 'straightening iron', 'straightening brush'],
    ['fer plat', 'lisseur', 'fer à lisser', 'brosse lissante'],
    [0.25, 0.5],
    'a 2.5 cm ceramic flat iron',
    { brands: ['chi', 'ghd styler', 'babyliss pro', 't3'] },
  ),
  k(
    'curling-iron',
    'personal-care-appliances',
    ['curling iron', 'curling wand', 'hot brush', 'hot air brush', 'hair curler', 'hot rollers', 'hair waver'],
    ['fer à friser', 'baguette à friser', 'brosse soufflante', 'bigoudis chauffants'],
    [0.25, 0.6],
    'a 2.5 cm curling iron to a hot-air brush',
    { brands: ['revlon one-step volumizer', 'hot tools', 'dyson airwrap', 'shark flexstyle'] },
  ),
  k(
    'electric-shaver',
    'personal-care-appliances',
    ['electric shaver', 'electric razor', 'foil shaver', 'rotary shaver', 'beard trimmer', 'body groomer', 'trimmer'],
    ['rasoir électrique', 'tondeuse à barbe', 'tondeuse corporelle'],
    [0.15, 0.3],
    'a rechargeable foil or rotary shaver',
    {
      materials: [
        m('Housing', 'engineering-plastic', 0.7, 'Plastic'),
        m('Cutters and foil', 'stainless', 0.15, 'Metal'),
        m('Grips', 'rubber', 0.15, 'Rubber'),
      ],
      parts: [p('Motor', 1, 4), p('Battery and charging circuit', 2, 6), p('Charger or stand', 0.8, 3)],
      brands: ['philips norelco', 'braun', 'panasonic arc', 'wahl', 'remington shaver', 'philips oneblade'],
    },
  ),
  k(
    'electric-toothbrush',
    'personal-care-appliances',
    ['electric toothbrush', 'sonic toothbrush', 'rechargeable toothbrush', 'toothbrush heads', 'water flosser'],
    ['brosse à dents électrique', 'brossettes de rechange', 'hydropulseur'],
    [0.1, 0.25],
    'a rechargeable brush with charger',
    {
      materials: [
        m('Handle', 'engineering-plastic', 0.75, 'Plastic'),
        m('Brush head and bristles', 'plastic', 0.15, 'Plastic'),
        m('Grip', 'rubber', 0.1, 'Rubber'),
      ],
      parts: [p('Motor or sonic drive', 1, 5), p('Battery and control board', 1.5, 6), p('Charger', 0.8, 2.5)],
      brands: ['oral-b io', 'philips sonicare', 'sonicare', 'waterpik', 'quip'],
    },
  ),
  k(
    'hair-clipper',
    'personal-care-appliances',
    ['hair clippers', 'hair clipper', 'hair trimmer', 'clippers', 'nose hair trimmer'],
    ['tondeuse à cheveux', 'tondeuse nez et oreilles'],
    [0.2, 0.5],
    'a corded or cordless clipper kit with guards',
    {
      materials: [
        m('Housing', 'engineering-plastic', 0.6, 'Plastic'),
        m('Blades', 'stainless', 0.25, 'Metal'),
        m('Guards and comb', 'plastic', 0.15, 'Plastic'),
      ],
      parts: [p('Motor or magnetic drive', 1.5, 5), p('Battery and charger (cordless)', 0.5, 5), p('Cord', 0.3, 1)],
      brands: ['wahl clipper', 'andis', 'conair clipper'],
    },
  ),
  // Pharmacy and first aid
  k(
    'pain-reliever',
    'pharmacy',
    [
      'pain reliever',
      'painkiller',
      'pain killer',
      'acetaminophen',
      'ibuprofen',
      'aspirin',
      'naproxen',
      'headache pills',
      'pain medicine',
    ],
    ['analgésique', 'antidouleur', 'acétaminophène', 'ibuprofène', 'aspirine'],
    [0.05, 0.2],
    'a bottle of 50–200 tablets or caplets',
    { brands: ['tylenol', 'advil', 'motrin', 'aleve', 'robaxacet', 'excedrin'] },
  ),
  k(
    'cold-medicine',
    'pharmacy',
    [
      'cold medicine',
      'flu medicine',
      'cold and flu',
      'decongestant',
      'sinus medicine',
      'throat lozenges',
      'cough drops',
    ],
    ['médicament contre le rhume', 'rhume et grippe', 'décongestionnant', 'pastilles pour la gorge'],
    [0.04, 0.15],
    'a blister pack of 20–40 tablets or a box of sachets',
    {
      materials: [
        m('Tablets or powder', 'tablet-mass', 0.45, 'Formulation'),
        m('Blister film and foil', 'plastic', 0.2, 'Plastic'),
        m('Carton', 'paperboard', 0.3, 'Paper'),
        m('Leaflet', 'paper', 0.05, 'Paper'),
      ],
      brands: ['neocitran', 'dayquil', 'nyquil', 'sudafed', 'advil cold & sinus', 'halls', 'fisherman’s friend'],
    },
  ),
  k(
    'cough-syrup',
    'pharmacy',
    ['cough syrup', 'cough medicine', 'children’s cough syrup', 'liquid cold medicine', 'cough syrup bottle'],
    ['sirop contre la toux', 'sirop pour la toux', 'sirop'],
    [0.15, 0.35],
    'a 100–250 ml bottle with dosing cup',
    {
      materials: [
        m('Syrup', 'chemical', 0.6, 'Formulation'),
        m('PET bottle', 'pet-bottle', 0.2, 'Plastic'),
        m('Cap and dosing cup', 'plastic', 0.08, 'Plastic'),
        m('Carton', 'paperboard', 0.12, 'Paper'),
      ],
      brands: ["buckley's", 'benylin', 'robitussin', 'delsym', 'triaminic'],
    },
  ),
  k(
    'allergy-medicine',
    'pharmacy',
    ['allergy medicine', 'allergy pills', 'antihistamine', 'hay fever tablets', 'nasal spray', 'allergy relief'],
    ['médicament contre les allergies', 'antihistaminique', 'vaporisateur nasal'],
    [0.03, 0.1],
    'a box of 10–60 tablets or a nasal spray',
    {
      materials: [
        m('Tablets', 'tablet-mass', 0.3, 'Formulation'),
        m('Blister or bottle', 'plastic', 0.3, 'Plastic'),
        m('Carton', 'paperboard', 0.35, 'Paper'),
        m('Leaflet', 'paper', 0.05, 'Paper'),
      ],
      brands: ['reactine', 'claritin', 'aerius', 'allegra', 'benadryl', 'flonase', 'nasacort'],
    },
  ),
  k(
    'antacid',
    'pharmacy',
    ['antacid', 'heartburn relief', 'acid reducer', 'laxative', 'stomach relief', 'anti diarrhea', 'digestive aid'],
    ['antiacide', 'laxatif', 'soulagement des brûlures d’estomac'],
    [0.08, 0.3],
    'a bottle of 50–150 chewable tablets',
    { brands: ['tums', 'gaviscon', 'pepto-bismol', 'pepto bismol', 'rolaids', 'imodium', 'restoralax', 'metamucil'] },
  ),
  k(
    'eye-drops',
    'pharmacy',
    ['eye drops', 'contact lens solution', 'saline solution', 'artificial tears', 'eye wash', 'ear drops'],
    ['gouttes pour les yeux', 'solution pour lentilles', 'larmes artificielles', 'gouttes pour les oreilles'],
    [0.02, 0.4],
    'a 10–15 ml dropper to a 355 ml bottle of lens solution',
    {
      materials: [
        m('Sterile solution', 'chemical', 0.75, 'Formulation'),
        m('Dropper bottle', 'plastic', 0.15, 'Plastic'),
        m('Carton', 'paperboard', 0.1, 'Paper'),
      ],
      parts: [p('Sterile filling', 0.1, 0.4)],
      brands: ['visine', 'systane', 'refresh', 'clear eyes', 'opti-free', 'biotrue', 'renu'],
    },
  ),
  k(
    'bandage',
    'pharmacy',
    [
      'bandages',
      'bandage',
      'adhesive bandages',
      'plasters',
      'gauze',
      'medical tape',
      'blister pads',
      'elastic bandage',
    ],
    ['pansements', 'pansement', 'pansements adhésifs', 'gaze', 'ruban médical', 'bandage élastique'],
    [0.03, 0.12],
    'a box of 30–100 adhesive bandages',
    {
      materials: [
        m('Backing and pads', 'nonwoven', 0.45, 'Fabric'),
        m('Release papers', 'paper', 0.25, 'Paper'),
        m('Box', 'paperboard', 0.3, 'Paper'),
      ],
      parts: [p('Adhesive and sterile wrapping', 0.05, 0.25)],
      brands: ['band-aid', 'band aid', 'nexcare', 'elastoplast', 'curad', 'compeed'],
    },
  ),
  k(
    'first-aid-kit',
    'pharmacy',
    ['first aid kit', 'first aid box', 'travel first aid kit', 'emergency kit'],
    ['trousse de premiers soins', 'trousse de secours'],
    [0.2, 1],
    'a 50–150 piece kit in a case',
    {
      materials: [
        m('Bandages, gauze and tape', 'nonwoven', 0.35, 'Fabric'),
        m('Case', 'plastic', 0.45, 'Plastic'),
        m('Wipes and ointment', 'chemical', 0.1, 'Formulation'),
        m('Leaflet and labels', 'paper', 0.1, 'Paper'),
      ],
      parts: [p('Scissors, tweezers and gloves', 0.5, 2)],
      brands: ['st john ambulance', 'johnson & johnson first aid', 'swiss safe'],
    },
  ),
  k(
    'thermometer',
    'pharmacy',
    [
      'thermometer',
      'digital thermometer',
      'ear thermometer',
      'forehead thermometer',
      'fever thermometer',
      'blood pressure monitor',
      'pulse oximeter',
    ],
    ['thermomètre', 'thermomètre numérique', 'thermomètre auriculaire', 'tensiomètre', 'oxymètre'],
    [0.02, 0.2],
    'a stick thermometer to an infrared ear thermometer',
    {
      materials: [
        m('Housing', 'plastic', 0.8, 'Plastic'),
        m('Probe tip', 'stainless', 0.05, 'Metal'),
        m('Case', 'plastic', 0.15, 'Plastic'),
      ],
      parts: [p('Sensor, chip and display', 0.6, 6), p('Battery', 0.1, 0.6)],
      packagingCad: [0.1, 0.6],
      brands: ['braun thermoscan', 'vicks thermometer', 'exergen', 'omron'],
    },
  ),
  k(
    'hand-sanitizer',
    'pharmacy',
    [
      'hand sanitizer',
      'hand sanitiser',
      'sanitizer',
      'sanitizing gel',
      'rubbing alcohol',
      'hydrogen peroxide',
      'antiseptic',
    ],
    ['désinfectant pour les mains', 'gel désinfectant', 'alcool à friction', 'peroxyde d’hydrogène', 'antiseptique'],
    [0.06, 1.1],
    'a 60 ml travel bottle to a 1 L pump',
    {
      materials: [
        m('Ethanol gel', 'chemical', 0.88, 'Formulation'),
        m('Bottle', 'pet-bottle', 0.08, 'Plastic'),
        m('Cap or pump', 'plastic', 0.04, 'Plastic'),
      ],
      brands: ['purell', 'germ-x', 'lysol sanitizer', 'life brand sanitizer'],
    },
  ),
  // Vitamins and supplements
  k(
    'supplement',
    'vitamins-and-supplements',
    [
      'supplement',
      'supplements',
      'vitamin',
      'vitamins',
      'multivitamin',
      'vitamin d',
      'vitamin c',
      'vitamin b12',
      'magnesium',
      'calcium supplement',
      'melatonin',
      'probiotic',
      'probiotics',
      'iron supplement',
      'collagen',
      'capsules',
    ],
    ['supplément', 'suppléments', 'vitamine', 'vitamines', 'multivitamines', 'probiotiques', 'mélatonine', 'magnésium'],
    [0.1, 0.25],
    'a 60–120 count bottle, basic vitamins to specialty blends',
    { entry: 'supplement' },
  ),
  k(
    'protein-powder',
    'vitamins-and-supplements',
    [
      'protein powder',
      'whey protein',
      'plant protein',
      'protein tub',
      'mass gainer',
      'pre workout',
      'creatine',
      'meal replacement',
    ],
    ['protéine en poudre', 'protéines en poudre', 'protéine de lactosérum', 'créatine', 'substitut de repas'],
    [0.9, 2.3],
    'a 900 g to 2.27 kg tub',
    {
      materials: [
        m('Whey or plant protein', 'milk-powder', 0.88, 'Food'),
        m('Tub and scoop', 'hdpe', 0.1, 'Plastic'),
        m('Label and seal', 'paper', 0.02, 'Paper'),
      ],
      parts: [p('Protein concentrate premium over milk powder, flavours', 2, 8, 'Food')],
      brands: ['muscletech', 'dymatize', 'vega', 'orgain', 'isopure', 'ensure'],
    },
  ),
  k(
    'fish-oil',
    'vitamins-and-supplements',
    ['fish oil', 'omega 3', 'omega-3', 'cod liver oil', 'krill oil', 'softgels'],
    ['huile de poisson', 'oméga-3', 'huile de foie de morue'],
    [0.15, 0.4],
    'a bottle of 90–300 softgels',
    {
      parts: [p('Refined, concentrated omega-3 oil', 0.5, 3)],
      brands: ['nordic naturals', 'sisu', 'omega alpha', 'carlson'],
    },
  ),
  k(
    'gummy-vitamins',
    'vitamins-and-supplements',
    ['gummy vitamins', 'vitamin gummies', 'kids vitamins', 'chewable vitamins'],
    ['vitamines en jujubes', 'jujubes de vitamines', 'vitamines pour enfants'],
    [0.15, 0.35],
    'a bottle of 60–150 gummies',
    {
      materials: [
        m('Sugar and glucose', 'sugar', 0.45, 'Food'),
        m('Pectin or gelatin and flavour', 'flavour-syrup', 0.1, 'Food'),
        m('Actives', 'tablet-mass', 0.05, 'Formulation'),
        m('Bottle and cap', 'hdpe', 0.35, 'Plastic'),
        m('Label', 'paper', 0.05, 'Paper'),
      ],
      brands: ['vitafusion', 'olly', 'smartypants', 'flintstones', 'lil critters'],
    },
  ),
  // Household consumables: paper and cleaning
  k(
    'toilet-paper',
    'household-consumables',
    ['toilet paper', 'bathroom tissue', 'toilet tissue', 'toilet roll', 'tp'],
    ['papier hygiénique', 'papier de toilette', 'rouleaux de papier hygiénique'],
    [1.2, 3.4],
    'a 12- to 24-roll pack',
    {
      materials: [
        m('Tissue', 'tissue-paper', 0.9, 'Paper'),
        m('Cores', 'paperboard', 0.06, 'Paper'),
        m('Polybag', 'pouch-film', 0.04, 'Plastic'),
      ],
      parts: [p('Converting (embossing, perforating, rolling)', 0.3, 0.8)],
      brands: ['cashmere', 'charmin', 'royale', 'cottonelle', 'majesta', 'purex bathroom tissue'],
    },
  ),
  k(
    'paper-towels',
    'household-consumables',
    ['paper towels', 'paper towel', 'kitchen roll', 'paper towel rolls', 'napkins', 'paper napkins'],
    ['essuie-tout', 'papier essuie-tout', 'serviettes de table en papier'],
    [0.8, 2.5],
    'a 6- to 12-roll pack',
    {
      materials: [
        m('Towel tissue', 'tissue-paper', 0.88, 'Paper'),
        m('Cores', 'paperboard', 0.08, 'Paper'),
        m('Polybag', 'pouch-film', 0.04, 'Plastic'),
      ],
      parts: [p('Converting (embossing, perforating, rolling)', 0.2, 0.6)],
      brands: ['bounty', 'sponge towels', 'viva', 'scott towels'],
    },
  ),
  k(
    'facial-tissue',
    'household-consumables',
    ['facial tissue', 'tissues', 'tissue box', 'box of tissues'],
    ['papiers-mouchoirs', 'boîte de mouchoirs', 'mouchoirs en papier'],
    [0.15, 0.6],
    'a box of 100–150 to a pack of six boxes',
    {
      materials: [
        m('Facial tissue', 'tissue-paper', 0.85, 'Paper'),
        m('Box', 'paperboard', 0.13, 'Paper'),
        m('Window film and wrap', 'pouch-film', 0.02, 'Plastic'),
      ],
      brands: ['kleenex', 'scotties', 'kirkland tissue'],
    },
  ),
  k(
    'laundry-detergent',
    'household-consumables',
    [
      'laundry detergent',
      'detergent',
      'laundry soap',
      'laundry pods',
      'washing powder',
      'liquid detergent',
      'stain remover',
    ],
    ['détergent à lessive', 'savon à lessive', 'détergent', 'capsules de lessive', 'détachant'],
    [1.5, 4.6],
    'a 1.47–4.43 L jug of liquid detergent',
    {
      brands: [
        'tide',
        'tide pods',
        'gain',
        'persil',
        'arm & hammer',
        'purex',
        'sunlight',
        'la parisienne',
        'seventh generation',
        'oxiclean',
        'nellie’s',
      ],
    },
  ),
  k(
    'fabric-softener',
    'household-consumables',
    ['fabric softener', 'dryer sheets', 'scent booster', 'liquid fabric softener'],
    ['assouplissant', 'assouplissant textile', 'feuilles d’assouplissant', 'feuilles pour sécheuse'],
    [0.3, 2],
    'a box of 80–160 dryer sheets to a 2 L bottle',
    { brands: ['downy', 'bounce dryer sheets', 'snuggle', 'fleecy', 'gain fireworks'] },
  ),
  k(
    'dish-soap',
    'household-consumables',
    ['dish soap', 'dishwashing liquid', 'dish detergent', 'washing up liquid', 'dish liquid'],
    ['savon à vaisselle', 'liquide vaisselle', 'détergent à vaisselle'],
    [0.5, 1.3],
    'a 500 ml to 1.2 L bottle',
    {
      materials: [
        m('Dish liquid', 'cleaning-liquid', 0.92, 'Formulation'),
        m('PET or HDPE bottle', 'pet-bottle', 0.06, 'Plastic'),
        m('Flip cap', 'plastic', 0.015, 'Plastic'),
        m('Label', 'paper', 0.005, 'Paper'),
      ],
      brands: ['dawn', 'palmolive', 'sunlight dish', 'joy', 'ivory dish', 'method dish'],
    },
  ),
  k(
    'dishwasher-detergent',
    'household-consumables',
    ['dishwasher detergent', 'dishwasher pods', 'dishwasher tablets', 'dishwasher soap', 'rinse aid'],
    [
      'détergent pour lave-vaisselle',
      'capsules pour lave-vaisselle',
      'tablettes pour lave-vaisselle',
      'agent de rinçage',
    ],
    [0.5, 1.5],
    'a tub or bag of 30–80 pods',
    {
      materials: [
        m('Detergent powder and gel', 'chemical', 0.8, 'Formulation'),
        m('Water-soluble film', 'pouch-film', 0.05, 'Plastic'),
        m('Tub or pouch', 'plastic', 0.13, 'Plastic'),
        m('Label', 'paper', 0.02, 'Paper'),
      ],
      brands: ['cascade', 'finish quantum', 'finish powerball', 'seventh generation dishwasher', 'method dishwasher'],
    },
  ),
  k(
    'all-purpose-cleaner',
    'household-consumables',
    [
      'all purpose cleaner',
      'cleaning spray',
      'cleaner',
      'glass cleaner',
      'bathroom cleaner',
      'kitchen cleaner',
      'disinfectant spray',
      'toilet bowl cleaner',
      'floor cleaner',
      'degreaser',
    ],
    [
      'nettoyant tout usage',
      'nettoyant',
      'nettoyant à vitres',
      'nettoyant pour salle de bain',
      'désinfectant',
      'nettoyant à plancher',
    ],
    [0.6, 1.1],
    'a 650–950 ml trigger spray bottle',
    {
      materials: [
        m('Cleaning liquid', 'cleaning-liquid', 0.88, 'Formulation'),
        m('Bottle', 'pet-bottle', 0.07, 'Plastic'),
        m('Label', 'paper', 0.01, 'Paper'),
        m('Trigger body', 'plastic', 0.04, 'Plastic'),
      ],
      parts: [p('Trigger sprayer', 0.12, 0.3)],
      brands: ['lysol', 'mr. clean', 'windex', 'vim', 'fantastik', 'clorox cleaner', 'hertel', 'scrubbing bubbles'],
    },
  ),
  k(
    'bleach',
    'household-consumables',
    ['bleach', 'chlorine bleach', 'liquid bleach'],
    ['eau de javel', 'javellisant', 'javel'],
    [1.8, 3.8],
    'a 1.8–3.6 L jug',
    {
      materials: [
        m('Water', 'drinking-water', 0.85, 'Formulation'),
        m('Sodium hypochlorite', 'chemical', 0.08, 'Formulation'),
        m('HDPE jug and cap', 'hdpe', 0.07, 'Plastic'),
      ],
      brands: ['clorox bleach', 'javex'],
    },
  ),
  k(
    'trash-bags',
    'household-consumables',
    ['trash bags', 'garbage bags', 'bin liners', 'kitchen catchers', 'compost bags', 'recycling bags', 'garbage bag'],
    ['sacs à ordures', 'sacs poubelle', 'sacs à déchets', 'sacs à compost'],
    [0.4, 1.2],
    'a box of 20–40 bags',
    {
      materials: [m('Polyethylene film', 'hdpe', 0.92, 'Plastic'), m('Box', 'paperboard', 0.08, 'Paper')],
      parts: [],
      brands: ['glad', 'hefty', 'ruffies', 'bag to earth'],
    },
  ),
  k(
    'disinfecting-wipes',
    'household-consumables',
    ['disinfecting wipes', 'cleaning wipes', 'wet wipes', 'disinfectant wipes'],
    ['lingettes désinfectantes', 'lingettes nettoyantes', 'lingettes humides'],
    [0.3, 0.9],
    'a canister of 35–80 wipes',
    {
      materials: [
        m('Nonwoven wipes', 'nonwoven', 0.35, 'Fabric'),
        m('Cleaning solution', 'cleaning-liquid', 0.5, 'Formulation'),
        m('Canister or flow pack', 'plastic', 0.15, 'Plastic'),
      ],
      brands: ['lysol wipes', 'clorox wipes'],
    },
  ),
];

export const healthBeauty: DepartmentTable = {
  department: 'health-beauty',
  families,
  kinds,
  sources: [
    {
      id: 'fbi-hair-styling-tools-2024',
      title: 'Hair Styling Tools Market Size, Share & Forecast, 2020–2032',
      publisher: 'Fortune Business Insights',
      year: 2024,
      url: 'https://fortunebusinessinsights.com/amp/industry-reports/hair-styling-tools-market-103986',
      note: 'Hair styling tools (manual and electric: dryers, straighteners, curlers) USD 30.09 B in 2019, projected USD 51.44 B by 2032, a CAGR of 4.36 %; report updated July 2024.',
    },
    {
      id: 'datahorizzon-otc-2024',
      title: 'Over the Counter (OTC) Drugs Market to reach USD 259.3 billion by 2032',
      publisher: 'DataHorizzon Research (GlobeNewswire)',
      year: 2024,
      url: 'https://www.globenewswire.com/news-release/2024/03/04/2839372/0/en/Over-the-Counter-OTC-Drugs-Market-To-Reach-USD-259-3-Billion-By-2032-Says-DataHorizzon-Research.html',
      note: 'OTC drugs market USD 146.6 B in 2023, expected USD 259.3 B by 2032, a CAGR of 6.5 %.',
    },
    {
      id: 'fbi-household-cleaning-2021',
      title:
        'The household cleaning products market size is expected to continue to grow (Fortune Business Insights forecast)',
      publisher: 'WS News Publisher',
      year: 2021,
      url: 'https://wsnewspublisher.com/world/2815/the-household-cleaning-products-market-size-is-expected-to-continue-grow/',
      note: 'Household cleaning products USD 221.32 B in 2020; USD 235.76 B in 2021 growing to USD 320.82 B in 2028, a CAGR of 4.5 %; laundry detergents the largest share.',
    },
  ],
  scheduleRows: {},
};
