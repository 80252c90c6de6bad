// Automotive: the car care, parts and accessories shoppers buy themselves: fluids and cleaners, wear parts and
// tyres, interior and exterior accessories, car electronics and garage tools. Fluids are priced by their contents
// and jug; parts and accessories by mass with their bought-in parts; electronics part by part. Splits are CostLens
// judgement from what the items are made of; growth cites one automotive-aftermarket report.
import { platforms } from '../../data/build.ts';
import type { Source } from '../../types.ts';
import type { Family } from '../types.ts';
import { PLATFORM_SOURCES, familyMarket, ladder } from './family-terms.ts';
import { k, m, p } from './rows.ts';
import type { DepartmentTable } from './table.ts';

const AFTERMARKET = 'mordor-automotive-aftermarket-2025';

const sources: Source[] = [
  {
    id: AFTERMARKET,
    title: 'Automotive Aftermarket Market Size and Share',
    publisher: 'Mordor Intelligence',
    year: 2025,
    url: 'https://www.mordorintelligence.com/industry-reports/automotive-aftermarket-market',
    note: 'USD 464.83 B (2025) to USD 555.82 B (2030), CAGR 3.64 %; tyres 21.27 % of replacement parts in 2024, retailers 47.61 % of distribution.',
  },
];

const AFTERMARKET_NOTE =
  'The automotive aftermarket is forecast to grow from USD 464.83 B (2025) to USD 555.82 B (2030), 3.64 % a year [mordor-automotive-aftermarket-2025]';

function carMarket(
  competitorCount: number,
  saturation: Family['market']['saturation'],
  seasonalPeakMonths: string[],
  entryBarriers: string,
) {
  return familyMarket(AFTERMARKET, 3.64, competitorCount, saturation, seasonalPeakMonths, entryBarriers);
}

const families: Family[] = [
  {
    id: 'car-care',
    department: 'automotive',
    names: { en: ['car fluids and care products'], fr: ['liquides et produits d’entretien auto'] },
    model: {
      materials: [
        m('Fluid (water-based formulation)', 'chemical', 0.88, 'Various'),
        m('HDPE jug and cap', 'hdpe', 0.12, 'Plastic'),
      ],
      parts: [],
      packagingCad: [0.2, 0.6],
      splitSourceIds: [],
      splitJudgement:
        'A typical item is a jug or bottle of a car-care liquid: the formulation is nearly all the mass, in a blow-moulded HDPE container.',
    },
    complexity: 'Low',
    sizeScaled: true,
    ...ladder({
      labour: 0.05,
      overhead: 0.08,
      tooling: 0.02,
      moq: 2000,
      leadTimeDays: [15, 40],
      unitPriceOverBom: 1.3,
      brandMarkup: 1.8,
      retail: 'keystone',
    }),
    market: carMarket(
      1000,
      'High',
      ['Apr', 'May', 'Oct', 'Nov'],
      'Blending is easy to contract, but oil and coolant need manufacturer approvals, and store brands set the price.',
    ),
    platforms: platforms(['Good', 'Poor', 'Fair', 'Fair', 'Good'], PLATFORM_SOURCES),
    notes: [AFTERMARKET_NOTE],
    tariff: {
      hs6: '2710.19',
      description: 'Petroleum oils and preparations: other (lubricating oils)',
      items: [],
    },
    amazonCategory: 'automotive',
    packedKgPerM3: 700,
  },
  {
    id: 'car-parts',
    department: 'automotive',
    names: { en: ['car parts and tires'], fr: ['pièces d’auto et pneus'] },
    model: {
      materials: [
        m('Steel', 'steel', 0.6, 'Metal'),
        m('Rubber', 'rubber', 0.15, 'Rubber'),
        m('Plastic', 'plastic', 0.15, 'Plastic'),
        m('Copper', 'copper', 0.05, 'Components'),
        m('Aluminium', 'aluminium', 0.05, 'Metal'),
      ],
      parts: [p('Machining, coating and assembly', 0.5, 3, 'Various')],
      packagingCad: [0.5, 1.5],
      splitSourceIds: [],
      splitJudgement:
        'A typical wear part (brake pads, filters, wipers) is steel with rubber and plastic; batteries, tyres and wheels name their own materials.',
    },
    complexity: 'Medium',
    sizeScaled: false,
    ...ladder({
      labour: 0.1,
      overhead: 0.1,
      tooling: 0.05,
      moq: 500,
      leadTimeDays: [30, 60],
      unitPriceOverBom: 1.5,
      brandMarkup: 1.8,
      retail: 'keystone',
    }),
    market: carMarket(
      2000,
      'High',
      ['Apr', 'Oct', 'Nov'],
      'Fitment data for every vehicle, safety standards and established distribution favour large parts makers and retailers.',
    ),
    platforms: platforms(['Good', 'Poor', 'Fair', 'Excellent', 'Good'], PLATFORM_SOURCES),
    notes: [
      'Tyres led the replacement parts of the automotive aftermarket with 21.27 % of it in 2024 [mordor-automotive-aftermarket-2025]',
    ],
    tariff: {
      hs6: '8708.30',
      description: 'Parts and accessories of motor vehicles: brakes and servo-brakes, and parts thereof',
      items: [],
    },
    amazonCategory: 'automotive',
    packedKgPerM3: 250,
  },
  {
    id: 'car-accessories',
    department: 'automotive',
    names: { en: ['car accessories'], fr: ['accessoires d’auto'] },
    model: {
      materials: [
        m('Rubber or TPE', 'rubber', 0.45, 'Rubber'),
        m('Polyester fabric', 'polyester', 0.3, 'Fabric'),
        m('Plastic parts', 'plastic', 0.2, 'Plastic'),
        m('Steel wire and clips', 'steel', 0.05, 'Metal'),
      ],
      parts: [],
      packagingCad: [0.5, 2],
      splitSourceIds: [],
      splitJudgement:
        'A typical accessory is a set of floor mats or seat covers: moulded rubber or sewn polyester, with a few plastic or steel fittings.',
    },
    complexity: 'Low',
    sizeScaled: true,
    ...ladder({
      labour: 0.15,
      overhead: 0.12,
      tooling: 0.05,
      moq: 500,
      leadTimeDays: [25, 50],
      unitPriceOverBom: 1.6,
      brandMarkup: 2.0,
      retail: 'keystone',
    }),
    market: carMarket(
      5000,
      'Oversaturated',
      ['Oct', 'Nov', 'Dec'],
      'Low: universal accessories are widely sourced; custom-fit mats and racks need vehicle patterns and carry the brands.',
    ),
    platforms: platforms(['Excellent', 'Fair', 'Good', 'Good', 'Good'], PLATFORM_SOURCES),
    notes: [AFTERMARKET_NOTE],
    tariff: {
      hs6: '4016.91',
      description: 'Floor coverings and mats of vulcanised rubber',
      items: [],
    },
    amazonCategory: 'automotive',
    packedKgPerM3: 120,
  },
  {
    id: 'car-electronics-tools',
    department: 'automotive',
    names: { en: ['car electronics and garage tools'], fr: ['électronique auto et outils de garage'] },
    model: {
      materials: [
        m('Plastic housing', 'plastic', 0.6, 'Plastic'),
        m('Copper cables', 'copper', 0.15, 'Components'),
        m('Steel clamps and parts', 'steel', 0.2, 'Metal'),
        m('Rubber boots and grips', 'rubber', 0.05, 'Rubber'),
      ],
      parts: [
        p('Electronics board', 2, 8, 'Processor'),
        p('Lithium battery pack', 6, 20, 'Battery'),
        p('Clamps and cables', 2, 6),
      ],
      packagingCad: [1, 3],
      splitSourceIds: [],
      splitJudgement:
        'A typical item is a lithium jump starter: a moulded case around a bought-in battery pack and board, with clamps and cables.',
    },
    complexity: 'Medium',
    sizeScaled: false,
    ...ladder({
      labour: 0.08,
      overhead: 0.1,
      tooling: 0.05,
      moq: 500,
      leadTimeDays: [20, 45],
      unitPriceOverBom: 1.45,
      brandMarkup: 1.8,
      retail: 'keystone',
    }),
    market: carMarket(
      3000,
      'High',
      ['Oct', 'Nov', 'Dec'],
      'Chargers and jump starters need electrical certification; beyond that, gadgets are sourced widely and sold on reviews.',
    ),
    platforms: platforms(['Excellent', 'Poor', 'Good', 'Good', 'Good'], PLATFORM_SOURCES),
    notes: [AFTERMARKET_NOTE],
    tariff: { hs6: '8507.60', description: 'Lithium-ion accumulators', items: [] },
    amazonCategory: 'automotive',
    packedKgPerM3: 150,
  },
];

const kinds = [
  // Car fluids and care products
  k(
    'motor-oil',
    'car-care',
    ['motor oil', 'engine oil', 'synthetic oil', 'synthetic motor oil', 'oil change kit', 'oil'],
    ['huile à moteur', 'huile moteur', 'huile synthétique'],
    [4.3, 4.6],
    'a 5 L jug of conventional to full-synthetic oil',
    {
      materials: [
        m('Base oil and additives', 'lubricant', 0.9, 'Various'),
        m('HDPE jug and cap', 'hdpe', 0.1, 'Plastic'),
      ],
      parts: [p('Additive package (synthetic base on better oils)', 0.5, 6, 'Various')],
      cues: ['motor', 'engine', 'synthetic', '5w30', '5w20', '0w20', '10w30', 'quart', 'jug', 'moteur'],
      brands: ['castrol', 'mobil 1', 'pennzoil', 'valvoline', 'quaker state', 'motomaster'],
    },
  ),
  k(
    'antifreeze',
    'car-care',
    ['antifreeze', 'coolant', 'engine coolant', 'radiator fluid', 'antifreeze coolant'],
    ['antigel', 'liquide de refroidissement'],
    [3.8, 4.3],
    'a 3.78 L jug of concentrate or 50/50 premix',
    {
      materials: [
        m('Ethylene glycol and inhibitors', 'glycol', 0.9, 'Various'),
        m('HDPE jug and cap', 'hdpe', 0.1, 'Plastic'),
      ],
      brands: ['prestone', 'peak'],
    },
  ),
  k(
    'washer-fluid',
    'car-care',
    ['windshield washer fluid', 'washer fluid', 'windshield fluid', 'wiper fluid'],
    ['lave-glace', 'liquide lave-glace', 'liquide de lave-glace'],
    [3.9, 4.1],
    'a 3.78 L jug of −40 °C winter fluid',
    {
      materials: [
        m('Methanol in water', 'washer-fluid', 0.94, 'Various'),
        m('HDPE jug and cap', 'hdpe', 0.06, 'Plastic'),
      ],
      packagingCad: [0.1, 0.3],
    },
  ),
  k(
    'car-wash-soap',
    'car-care',
    ['car wash soap', 'car shampoo', 'car cleaner', 'interior cleaner', 'tire shine', 'wheel cleaner', 'bug remover'],
    ['savon pour auto', 'shampooing pour voiture', 'nettoyant pour auto', 'lustrant à pneus', 'nettoyant à jantes'],
    [0.5, 2],
    'a 473 mL spray to a 1.9 L bottle',
    { brands: ['meguiars', 'turtle wax', 'armor all', 'chemical guys'] },
  ),
  k(
    'car-wax',
    'car-care',
    ['car wax', 'car polish', 'ceramic coating', 'paste wax', 'spray wax', 'scratch remover', 'rubbing compound'],
    ['cire pour auto', 'polish pour auto', 'revêtement céramique', 'cire en pâte'],
    [0.3, 0.6],
    'a tub of paste wax or a bottle of spray wax with applicators',
    {
      materials: [
        m('Waxes (carnauba, paraffin)', 'wax', 0.3, 'Various'),
        m('Solvents, polymers and water', 'chemical', 0.6, 'Various'),
        m('Plastic tub or bottle', 'plastic', 0.1, 'Plastic'),
      ],
      parts: [p('Applicator pads and towel', 0.2, 1.5, 'Fabric')],
      brands: ['meguiars', 'turtle wax'],
    },
  ),
  k(
    'car-fluid',
    'car-care',
    [
      'brake fluid',
      'transmission fluid',
      'power steering fluid',
      'fuel additive',
      'fuel stabilizer',
      'fuel injector cleaner',
      'gear oil',
    ],
    [
      'liquide de frein',
      'huile à transmission',
      'liquide de servodirection',
      'additif à carburant',
      'stabilisateur de carburant',
    ],
    [0.35, 1],
    'a 355 mL to 946 mL bottle',
    {
      materials: [m('Fluid', 'lubricant', 0.9, 'Various'), m('HDPE bottle and cap', 'hdpe', 0.1, 'Plastic')],
      brands: ['sea foam', 'sta-bil', 'lucas'],
    },
  ),
  // Car parts and tires
  k(
    'car-battery',
    'car-parts',
    [
      'car battery',
      'auto battery',
      'truck battery',
      'automotive battery',
      '12v battery',
      'agm battery',
      'marine battery',
      'deep cycle battery',
    ],
    ['batterie d’auto', "batterie d'auto", 'batterie de voiture', 'batterie automobile', 'batterie'],
    [14, 22],
    'a group 24–65 lead-acid starting battery',
    {
      materials: [
        m('Lead grids and oxide', 'lead', 0.62, 'Metal'),
        m('Sulphuric acid electrolyte', 'chemical', 0.22, 'Battery'),
        m('Polypropylene case and separators', 'plastic', 0.16, 'Plastic'),
      ],
      parts: [p('Grid casting, formation and terminals', 8, 20, 'Battery')],
      packagingCad: [1, 2],
      cues: ['car', 'auto', 'voiture', 'camion', 'volt', '12v', 'agm', 'cca', 'démarrage'],
      brands: ['motomaster', 'interstate', 'optima', 'duralast', 'eliminator', 'bosch'],
    },
  ),
  k(
    'wiper-blades',
    'car-parts',
    [
      'wiper blades',
      'wiper blade',
      'windshield wipers',
      'wipers',
      'windshield wiper blades',
      'winter wiper blades',
      'beam wiper',
    ],
    ['essuie-glace', 'essuie-glaces', 'balai d’essuie-glace', "balai d'essuie-glace", 'lames d’essuie-glace'],
    [0.15, 0.35],
    'one conventional to one beam or winter blade',
    {
      materials: [
        m('Steel frame or spring strip', 'steel', 0.45, 'Metal'),
        m('Rubber element', 'rubber', 0.35, 'Rubber'),
        m('Plastic spoiler and adapter', 'plastic', 0.2, 'Plastic'),
      ],
      parts: [p('Coated rubber element (graphite or silicone)', 0.5, 3, 'Rubber'), p('Adapters', 0.2, 0.8, 'Plastic')],
      packagingCad: [0.3, 0.8],
      brands: ['rain-x', 'trico', 'michelin', 'bosch'],
    },
  ),
  k(
    'brake-pads',
    'car-parts',
    ['brake pads', 'brake pad', 'brakes', 'brake rotors', 'brake rotor', 'brake kit', 'brake shoes'],
    ['plaquettes de frein', 'disques de frein', 'freins', 'mâchoires de frein'],
    [1.2, 2.5],
    'a set of four pads for one axle',
    {
      materials: [
        m('Steel backing plates', 'steel', 0.55, 'Metal'),
        m('Ceramic or semi-metallic friction compound', 'ceramic', 0.4, 'Various'),
        m('Rubber shims', 'rubber', 0.05, 'Rubber'),
      ],
      parts: [p('Shims, clips and wear sensors', 0.8, 3, 'Metal')],
      brands: ['akebono', 'wagner', 'raybestos', 'brembo'],
    },
  ),
  k(
    'car-filter',
    'car-parts',
    ['oil filter', 'engine air filter', 'cabin air filter', 'cabin filter', 'fuel filter', 'car air filter'],
    ['filtre à huile', 'filtre à air', 'filtre d’habitacle', "filtre d'habitacle", 'filtre à carburant'],
    [0.2, 0.5],
    'a spin-on oil filter or a panel air filter',
    {
      materials: [
        m('Steel can and base plate', 'steel', 0.45, 'Metal'),
        m('Pleated paper or synthetic media', 'paper', 0.35, 'Paper'),
        m('Rubber gasket', 'rubber', 0.1, 'Rubber'),
        m('Plastic frame or end caps', 'plastic', 0.1, 'Plastic'),
      ],
      parts: [p('Anti-drainback and bypass valves', 0.2, 0.8, 'Rubber')],
      brands: ['fram', 'purolator', 'k&n', 'wix'],
    },
  ),
  k(
    'spark-plug',
    'car-parts',
    ['spark plug', 'spark plugs', 'glow plug', 'ignition coil'],
    ['bougie d’allumage', "bougie d'allumage", 'bobine d’allumage', "bobine d'allumage"],
    [0.05, 0.07],
    'one copper-core to one iridium plug',
    {
      materials: [
        m('Steel shell', 'steel', 0.55, 'Metal'),
        m('Alumina insulator', 'ceramic', 0.35, 'Ceramic'),
        m('Copper core', 'copper', 0.1, 'Components'),
      ],
      parts: [p('Iridium or platinum tip', 0.1, 2.5, 'Metal')],
      packagingCad: [0.1, 0.3],
      brands: ['ngk', 'denso', 'champion', 'autolite'],
    },
  ),
  k(
    'headlight-bulb',
    'car-parts',
    [
      'headlight bulb',
      'headlight',
      'headlights',
      'car bulb',
      'tail light bulb',
      'fog light',
      'led headlight',
      'hid bulb',
    ],
    ['ampoule de phare', 'phare', 'ampoule pour auto', 'phare antibrouillard'],
    [0.03, 0.2],
    'a halogen bulb to an LED headlight bulb with a fan',
    {
      materials: [
        m('Glass or lens', 'glass', 0.4, 'Glass'),
        m('Steel base', 'steel', 0.3, 'Metal'),
        m('Plastic housing', 'plastic', 0.2, 'Plastic'),
        m('Copper leads', 'copper', 0.1, 'Components'),
      ],
      parts: [p('Filament, or LED and driver', 0.5, 12)],
      brands: ['sylvania', 'philips'],
    },
  ),
  k(
    'tire',
    'car-parts',
    [
      'tire',
      'tyre',
      'car tire',
      'all season tire',
      'all weather tire',
      'winter tire',
      'snow tire',
      'summer tire',
      'truck tire',
      'spare tire',
    ],
    [
      'pneu',
      'pneus',
      'pneu d’hiver',
      "pneu d'hiver",
      'pneu quatre saisons',
      'pneu toutes saisons',
      'pneu d’été',
      "pneu d'été",
    ],
    [9, 13],
    'a 16–18-inch passenger tire',
    {
      materials: [
        m('Natural and synthetic rubber', 'rubber', 0.42, 'Rubber'),
        m('Carbon black and silica', 'carbon-black', 0.28, 'Various'),
        m('Steel belts and bead wire', 'steel', 0.14, 'Metal'),
        m('Polyester and nylon cord', 'polyester', 0.05, 'Fabric'),
        m('Oils, sulphur and chemicals', 'chemical', 0.11, 'Various'),
      ],
      parts: [p('Building and curing', 8, 18, 'Various')],
      packagingCad: [0.3, 1],
      brands: [
        'michelin',
        'goodyear',
        'bridgestone',
        'pirelli',
        'continental',
        'toyo',
        'yokohama',
        'nokian',
        'firestone',
        'hankook',
        'cooper',
      ],
    },
  ),
  k(
    'wheel',
    'car-parts',
    ['wheel', 'rim', 'rims', 'alloy wheel', 'steel wheel', 'winter wheels', 'hubcap', 'wheel cover', 'lug nuts'],
    ['roue', 'jante', 'jantes', 'jante en alliage', 'enjoliveur', 'écrous de roue'],
    [8, 12],
    'a 16–18-inch steel or alloy wheel',
    {
      materials: [
        m('Aluminium alloy or steel', 'aluminium', 0.9, 'Metal'),
        m('Steel valve seat and weights', 'steel', 0.1, 'Metal'),
      ],
      parts: [p('Casting, machining and paint', 8, 25, 'Metal')],
      packagingCad: [1, 3],
      cues: ['alloy', 'steel', 'rim', 'car', 'inch', 'bolt', 'jante', 'winter'],
    },
  ),
  // Car accessories
  k(
    'car-floor-mats',
    'car-accessories',
    ['car floor mats', 'floor mats', 'car mats', 'all weather floor mats', 'floor liners', 'cargo liner', 'trunk mat'],
    ['tapis d’auto', "tapis d'auto", 'tapis de voiture', 'tapis tout temps', 'tapis de coffre'],
    [3, 8],
    'a set of four rubber mats to moulded floor liners',
    {
      materials: [m('Rubber or TPE', 'rubber', 0.85, 'Rubber'), m('Carpet or backing', 'polyester', 0.15, 'Fabric')],
      brands: ['weathertech', 'husky liners'],
    },
  ),
  k(
    'seat-covers',
    'car-accessories',
    ['car seat covers', 'seat covers', 'seat cover', 'car seat cover', 'car seat cushion'],
    ['housses de siège', 'housse de siège d’auto', "housse de siège d'auto", 'couvre-sièges'],
    [0.8, 3],
    'a pair of front covers to a full set',
    {
      materials: [
        m('Polyester or neoprene fabric', 'polyester', 0.6, 'Fabric'),
        m('Foam backing', 'foam', 0.3, 'Various'),
        m('Straps and hooks', 'plastic', 0.1, 'Plastic'),
      ],
    },
  ),
  k(
    'steering-wheel-cover',
    'car-accessories',
    ['steering wheel cover', 'steering cover'],
    ['couvre-volant', 'housse de volant'],
    [0.2, 0.4],
    'a stretch-on synthetic leather cover',
    {
      materials: [
        m('Synthetic leather', 'synthetic-leather', 0.6, 'Leather'),
        m('Rubber inner ring', 'rubber', 0.4, 'Rubber'),
      ],
    },
  ),
  k(
    'car-air-freshener',
    'car-accessories',
    ['car air freshener', 'car freshener', 'car scent', 'vent clip air freshener'],
    ['désodorisant pour auto', 'assainisseur d’air pour voiture', "assainisseur d'air pour voiture"],
    [0.01, 0.05],
    'a hanging card to a vent-clip diffuser',
    {
      materials: [
        m('Card or plastic clip', 'paperboard', 0.5, 'Paper'),
        m('Fragrance oil and carrier', 'chemical', 0.5, 'Various'),
      ],
      parts: [p('Fragrance', 0.1, 0.6, 'Various')],
      packagingCad: [0.05, 0.3],
      brands: ['little trees', 'febreze car'],
    },
  ),
  k(
    'windshield-sunshade',
    'car-accessories',
    [
      'windshield sun shade',
      'sunshade',
      'windshield sunshade',
      'car sun shade',
      'car sunshade',
      'windshield cover',
      'frost guard',
    ],
    ['pare-soleil pour pare-brise', 'pare-soleil', 'couvre-pare-brise'],
    [0.2, 0.6],
    'a folding reflective shade or a windshield frost cover',
    {
      materials: [
        m('Reflective film and fabric', 'polyester', 0.5, 'Fabric'),
        m('Foam core', 'foam', 0.3, 'Various'),
        m('Spring steel wire', 'steel', 0.2, 'Metal'),
      ],
    },
  ),
  k(
    'snow-brush',
    'car-accessories',
    ['snow brush', 'ice scraper', 'snow brush and ice scraper', 'snow scraper', 'windshield scraper'],
    ['balai à neige', 'grattoir', 'grattoir à glace', 'balai à neige pour auto'],
    [0.3, 0.8],
    'a 60–130 cm telescoping brush with a scraper',
    {
      materials: [
        m('Aluminium shaft', 'aluminium', 0.3, 'Metal'),
        m('Plastic head, scraper and bristles', 'plastic', 0.6, 'Plastic'),
        m('Foam grip', 'foam', 0.1, 'Various'),
      ],
      packagingCad: [0.2, 0.6],
    },
  ),
  k(
    'roof-cargo-box',
    'car-accessories',
    [
      'roof cargo box',
      'cargo box',
      'rooftop cargo carrier',
      'roof rack',
      'roof box',
      'cargo carrier',
      'hitch bike rack',
      'car bike rack',
    ],
    ['coffre de toit', 'porte-bagages de toit', 'barres de toit', 'support à vélo pour auto'],
    [8, 20],
    'a set of roof bars to a 400 L cargo box',
    {
      materials: [
        m('ABS or ASA shell', 'plastic', 0.75, 'Plastic'),
        m('Aluminium bars', 'aluminium', 0.15, 'Metal'),
        m('Steel clamps', 'steel', 0.1, 'Metal'),
      ],
      parts: [p('Locks, mounting clamps and struts', 4, 15, 'Metal')],
      packagingCad: [3, 8],
      brands: ['thule', 'yakima'],
    },
  ),
  // Car electronics and garage tools
  k(
    'dash-cam',
    'car-electronics-tools',
    ['dash cam', 'dashcam', 'dashboard camera', 'car camera', 'backup camera', 'rear view camera', 'reversing camera'],
    ['caméra de tableau de bord', 'caméra embarquée', 'caméra de recul'],
    [0.06, 0.2],
    'a single-lens dash cam to a front-and-rear kit',
    {
      parts: [
        p('Image sensor and lens', 3, 12, 'Camera'),
        p('Processor, card slot and GPS', 4, 15, 'Processor'),
        p('Display', 1, 5, 'Screen'),
        p('Supercapacitor or battery', 0.5, 2, 'Battery'),
        p('Mount and 12 V adapter', 1, 3),
      ],
      brands: ['nextbase', 'vantrue', 'viofo'],
    },
  ),
  k(
    'jump-starter',
    'car-electronics-tools',
    ['jump starter', 'battery booster', 'booster pack', 'portable jump starter', 'jump box', 'battery jump starter'],
    ['survolteur', 'démarreur d’appoint', "démarreur d'appoint", 'booster de batterie'],
    [0.5, 2],
    'a 1,000–2,000 A lithium jump starter',
    { brands: ['noco', 'gooloo'] },
  ),
  k(
    'booster-cables',
    'car-electronics-tools',
    ['booster cables', 'jumper cables', 'jump leads', 'battery cables', 'jumper cable'],
    ['câbles de démarrage', 'câbles d’appoint', "câbles d'appoint", 'câbles de survoltage'],
    [1, 3],
    'a 3.6–7.6 m set of 4–8 gauge cables',
    {
      materials: [
        m('Copper conductors', 'copper', 0.3, 'Components'),
        m('Copper-clad aluminium conductors', 'aluminium', 0.1, 'Metal'),
        m('PVC insulation', 'vinyl', 0.4, 'Plastic'),
        m('Steel clamps', 'steel', 0.2, 'Metal'),
      ],
      parts: [],
    },
  ),
  k(
    'tire-inflator',
    'car-electronics-tools',
    ['tire inflator', 'portable tire inflator', 'tire pump', 'car air compressor', 'tire pressure gauge', 'tire gauge'],
    ['gonfleur de pneus', 'gonfleur', 'manomètre pour pneus', 'jauge de pression des pneus'],
    [0.5, 2],
    'a 12 V inflator to a cordless one, or a digital gauge',
    {
      parts: [
        p('Compressor motor and piston', 4, 12),
        p('Gauge or digital display', 1, 5, 'Sensor'),
        p('12 V cord or battery', 1, 10, 'Battery'),
      ],
    },
  ),
  k(
    'car-phone-mount',
    'car-electronics-tools',
    [
      'car phone mount',
      'phone mount',
      'phone holder',
      'car phone holder',
      'dashboard phone holder',
      'magnetic phone mount',
      'vent mount',
    ],
    ['support de téléphone pour auto', 'support à cellulaire', 'support de téléphone', 'support magnétique'],
    [0.05, 0.2],
    'a vent clip to a suction-cup dashboard mount',
    {
      materials: [
        m('Plastic arms and base', 'plastic', 0.75, 'Plastic'),
        m('Silicone pads and cup', 'silicone', 0.15, 'Rubber'),
        m('Magnets and springs', 'steel', 0.1, 'Metal'),
      ],
      parts: [p('Clamp, ball joint and magnet', 0.3, 2)],
      packagingCad: [0.2, 0.8],
    },
  ),
  k(
    'obd-scanner',
    'car-electronics-tools',
    ['obd2 scanner', 'obd scanner', 'code reader', 'car diagnostic scanner', 'obd reader', 'check engine code reader'],
    ['lecteur de codes', 'lecteur obd2', 'scanneur obd', 'outil de diagnostic auto'],
    [0.05, 0.6],
    'a Bluetooth OBD dongle to a handheld scanner',
    {
      parts: [
        p('Interface chip and processor', 2, 12, 'Processor'),
        p('Display and keypad', 0.5, 10, 'Screen'),
        p('OBD cable and connector', 0.8, 2.5),
      ],
    },
  ),
  k(
    'car-battery-charger',
    'car-electronics-tools',
    ['battery charger', 'car battery charger', 'trickle charger', 'battery maintainer', 'battery tender'],
    ['chargeur de batterie', 'chargeur de batterie d’auto', "chargeur de batterie d'auto", 'mainteneur de charge'],
    [0.5, 3],
    'a 1 A maintainer to a 10 A smart charger',
    {
      parts: [p('Charging board (smart charge control)', 3, 18, 'Processor'), p('Clamps and cables', 1.5, 4)],
      brands: ['schumacher'],
    },
  ),
  k(
    'floor-jack',
    'car-electronics-tools',
    ['floor jack', 'car jack', 'jack', 'jack stands', 'bottle jack', 'scissor jack', 'car ramps'],
    ['cric', 'cric rouleur', 'supports de cric', 'cric bouteille', 'rampes d’auto', "rampes d'auto"],
    [5, 25],
    'a pair of jack stands to a 2–3 ton floor jack',
    {
      materials: [
        m('Steel frame and arm', 'steel', 0.9, 'Metal'),
        m('Rubber saddle and seals', 'rubber', 0.05, 'Rubber'),
        m('Plastic handle grip', 'plastic', 0.05, 'Plastic'),
      ],
      parts: [p('Hydraulic pump and seals', 4, 15)],
      packagingCad: [1, 3],
    },
  ),
];

export const automotive: DepartmentTable = {
  department: 'automotive',
  families,
  kinds,
  sources,
  scheduleRows: {},
};
