// Garden and patio: patio furniture, grills and outdoor heating, lawn and snow power equipment, garden tools and
// watering, plants, seeds and soil, and garden décor and bird feeders. No teardown of a mower or a grill was read:
// material splits are judgement from what the items are made of, priced per kg (taxonomy/materials.ts), and the
// engines, motors, batteries and gas valves are bought-in parts. Growth cites the furniture and home décor
// reports the book has, and a lawn and garden equipment report and a grill statistics page added here.
import { EST, ETSY_RULES, FEES, KEYSTONE, platforms } from '../../data/build.ts';
import type { Source } from '../../types.ts';
import type { Family } from '../types.ts';
import { familyMarket } from './market.ts';
import { k, m, p } from './rows.ts';
import type { DepartmentTable } from './table.ts';

const PLATFORM_SOURCES = [...FEES, 'amazon-ca-referral-changes-2020', ETSY_RULES, EST];
const FURNITURE = 'mrfr-furniture-2024';
const DECOR = 'worldmetrics-home-decor-2024';
const LAWN = 'coherent-lawn-garden-equipment-2023';
const GRILLS = 'wifitalents-bbq-grill-2024';

const sources: Source[] = [
  {
    id: LAWN,
    title: 'Lawn & Garden Equipment Market Size and Share Analysis: Growth Trends and Forecasts (2023–2030)',
    publisher: 'Coherent Market Insights',
    year: 2023,
    url: 'https://coherentmarketinsights.com/industry-reports/lawn-and-garden-equipment-market',
    note: 'Lawn and garden equipment (mowers, chainsaws, trimmers, blowers, tillers, snow throwers) USD 29.48 B in 2023 to USD 42.32 B in 2030, CAGR 5.3 %; North America the largest region.',
  },
  {
    id: GRILLS,
    title: 'Barbecue Grill Industry Statistics',
    publisher: 'WifiTalents',
    year: 2024,
    url: 'https://wifitalents.com/barbecue-grill-industry-statistics',
    note: 'Aggregator page (secondary, indicative): global barbecue grills USD 5.38 B in 2022, CAGR 4.8 % over 2023–2030; gas grills 51 % of units; China supplies about 60 % of exports.',
  },
];

// Outdoor hard goods are bulky, seasonal and sold through home centres: the furniture entries' factory terms.
const OUTDOOR_TERMS = {
  factors: { labour: 0.3, overhead: 0.15, toolingPerUnit: 0.03, sourceIds: [EST] },
  wholesale: { moq: 100, leadTimeDays: [35, 70] as [number, number], unitPriceOverBom: 1.7, sourceIds: [EST] },
  retail: { wholesaleOverManufacturing: 1.6, retailOverWholesale: 2.0, sourceIds: [KEYSTONE, EST] },
};
// Engine- and motor-driven equipment: more bought-in parts, a smaller brand markup over manufacturing.
const POWERED_TERMS = {
  factors: { labour: 0.2, overhead: 0.15, toolingPerUnit: 0.05, sourceIds: [EST] },
  wholesale: { moq: 200, leadTimeDays: [45, 90] as [number, number], unitPriceOverBom: 1.5, sourceIds: [EST] },
  retail: { wholesaleOverManufacturing: 1.3, retailOverWholesale: 2.0, sourceIds: [KEYSTONE, EST] },
};
// Small garden goods and plants come from long contract runs and growers: the potted-plant entry's terms.
const GARDEN_GOODS_TERMS = {
  factors: { labour: 0.25, overhead: 0.15, toolingPerUnit: 0.04, sourceIds: [EST] },
  wholesale: { moq: 300, leadTimeDays: [20, 45] as [number, number], unitPriceOverBom: 1.6, sourceIds: [EST] },
  retail: { wholesaleOverManufacturing: 2.0, retailOverWholesale: 2.0, sourceIds: [KEYSTONE, EST] },
};

const LAWN_NOTE =
  'The lawn and garden equipment market is forecast to grow at 5.3 % a year from 2023 to 2030 [coherent-lawn-garden-equipment-2023]';
const DECOR_NOTE =
  'Growth uses the home décor forecast (3.9 % a year to 2027) as a proxy [worldmetrics-home-decor-2024]';

const families: Family[] = [
  {
    id: 'patio-furniture',
    department: 'garden-patio',
    names: { en: ['patio furniture'], fr: ['mobilier de jardin'] },
    model: {
      materials: [
        m('Aluminium or steel frame', 'aluminium', 0.5, 'Metal'),
        m('Resin wicker, slats or table top', 'plastic', 0.3, 'Plastic'),
        m('Sling fabric or cushions', 'polyester', 0.2, 'Fabric'),
      ],
      parts: [p('Powder coat, glides and fittings', 1, 4, 'Various')],
      packagingCad: [2, 6],
      splitSourceIds: [],
      splitJudgement:
        'A powder-coated aluminium frame with resin wicker or slats and a polyester sling or cushion: the build of most patio sets sold in Canada.',
    },
    complexity: 'Medium',
    sizeScaled: true,
    ...OUTDOOR_TERMS,
    market: familyMarket(
      FURNITURE,
      3.02,
      2000,
      'High',
      ['Apr', 'May', 'Jun'],
      'Bulky, seasonal freight and a short selling window; home centres and big boxes dominate.',
    ),
    platforms: platforms(['Good', 'Poor', 'Good', 'Fair', 'Good'], PLATFORM_SOURCES),
    notes: [
      'Growth uses the furniture forecast (3.02 % a year to 2032) as a proxy for outdoor furniture [mrfr-furniture-2024]',
    ],
    tariff: { hs6: '9401.79', description: 'Other seats, with metal frames: other (not upholstered)', items: [] },
    amazonCategory: 'home-and-garden',
    packedKgPerM3: 70,
  },
  {
    id: 'grills-outdoor-heating',
    department: 'garden-patio',
    names: { en: ['grills and outdoor heating'], fr: ['barbecues et chauffage extérieur'] },
    model: {
      materials: [
        m('Steel firebox, cart and lid', 'steel', 0.65, 'Metal'),
        m('Cast-iron or steel grates', 'cast-iron', 0.15, 'Metal'),
        m('Stainless trim and burners', 'stainless', 0.1, 'Metal'),
        m('Side shelves, wheels and knobs', 'plastic', 0.1, 'Plastic'),
      ],
      parts: [p('Gas valves, regulator, hose and igniter', 15, 45)],
      packagingCad: [5, 12],
      splitSourceIds: [],
      splitJudgement:
        'A cart-mounted steel grill with cast grates and stainless burners; the gas train (valves, regulator, igniter) is bought in per unit.',
    },
    complexity: 'Medium',
    sizeScaled: true,
    ...OUTDOOR_TERMS,
    market: familyMarket(
      GRILLS,
      4.8,
      1000,
      'High',
      ['Apr', 'May', 'Jun'],
      'Gas certification (CSA) and heavy freight; a few big brands hold home-centre shelves.',
    ),
    platforms: platforms(['Good', 'Poor', 'Good', 'Fair', 'Good'], PLATFORM_SOURCES),
    notes: [
      'Barbecue grills are forecast to grow at 4.8 % a year from 2023 to 2030 (an aggregator page, indicative) [wifitalents-bbq-grill-2024]',
    ],
    tariff: {
      hs6: '7321.11',
      description:
        'Cooking appliances and plate warmers, of iron or steel, for gas fuel or for both gas and other fuels',
      items: [],
    },
    amazonCategory: 'home-and-garden',
    packedKgPerM3: 110,
  },
  {
    id: 'lawn-power-equipment',
    department: 'garden-patio',
    names: { en: ['lawn and snow equipment'], fr: ['équipement de pelouse et de déneigement'] },
    model: {
      materials: [
        m('Steel deck, housing and handle', 'steel', 0.55, 'Metal'),
        m('Plastic shroud, wheels and bag', 'plastic', 0.35, 'Plastic'),
        m('Aluminium castings', 'aluminium', 0.1, 'Metal'),
      ],
      parts: [p('Engine, or motor with battery and charger', 50, 130), p('Blade, cables and controls', 5, 15)],
      packagingCad: [5, 10],
      splitSourceIds: [],
      splitJudgement:
        'A pressed-steel or moulded deck on plastic wheels; the engine or the motor, battery and charger are bought in and make most of the cost.',
    },
    complexity: 'High',
    sizeScaled: true,
    ...POWERED_TERMS,
    market: familyMarket(
      LAWN,
      5.3,
      300,
      'Medium',
      ['Apr', 'May', 'Oct', 'Nov'],
      'Engine emission and electrical certification, dealer service networks and battery platforms that lock buyers to a brand.',
    ),
    platforms: platforms(['Good', 'Poor', 'Fair', 'Fair', 'Good'], PLATFORM_SOURCES),
    notes: [LAWN_NOTE],
    tariff: {
      hs6: '8433.11',
      description:
        'Mowers for lawns, parks or sports grounds, powered, with the cutting device rotating in a horizontal plane',
      items: [],
    },
    amazonCategory: 'home-and-garden',
    packedKgPerM3: 90,
  },
  {
    id: 'garden-tools',
    department: 'garden-patio',
    names: { en: ['garden tools and watering'], fr: ['outils de jardin et arrosage'] },
    model: {
      materials: [
        m('Steel blade or head', 'steel', 0.6, 'Metal'),
        m('Wood or fibreglass handle', 'wood', 0.3, 'Wood'),
        m('Grip and ferrule', 'plastic', 0.1, 'Plastic'),
      ],
      parts: [],
      packagingCad: [0.2, 0.8],
      splitSourceIds: [],
      splitJudgement:
        'A stamped steel head on an ash or fibreglass handle with a moulded grip: shovels, rakes and hoes; hoses and cans are moulded instead.',
    },
    complexity: 'Low',
    sizeScaled: true,
    ...OUTDOOR_TERMS,
    market: familyMarket(
      LAWN,
      5.3,
      3000,
      'High',
      ['Apr', 'May', 'Jun'],
      'Low to source; home centres stock house brands and buyers compare on price and warranty.',
    ),
    platforms: platforms(['Good', 'Fair', 'Good', 'Good', 'Good'], PLATFORM_SOURCES),
    notes: [
      'Growth uses the lawn and garden equipment forecast (5.3 % a year to 2030) as a proxy for hand tools [coherent-lawn-garden-equipment-2023]',
    ],
    tariff: { hs6: '8201.10', description: 'Spades and shovels', items: [] },
    amazonCategory: 'home-and-garden',
    packedKgPerM3: 120,
  },
  {
    id: 'plants-growing',
    department: 'garden-patio',
    names: { en: ['plants, seeds and soil'], fr: ['plantes, semences et terreau'] },
    model: {
      materials: [m('Potting mix', 'potting-mix', 0.6, 'Various'), m('Pot', 'ceramic', 0.4, 'Ceramic')],
      parts: [p('Grown plant (liner grown on in a nursery)', 1.5, 5, 'Plant')],
      packagingCad: [0.3, 1],
      splitSourceIds: [],
      splitJudgement:
        'A nursery plant: a liner grown on in potting mix, sold in a plastic or ceramic pot; soil, seed and fertiliser are sold by the bag.',
    },
    complexity: 'Low',
    sizeScaled: true,
    ...GARDEN_GOODS_TERMS,
    wholesale: { moq: 100, leadTimeDays: [7, 30], unitPriceOverBom: 1.6, sourceIds: [EST] },
    market: familyMarket(
      DECOR,
      3.9,
      1000,
      'Medium',
      ['Apr', 'May', 'Jun'],
      'Live plants need phytosanitary rules and fast, weather-safe shipping; bagged goods are heavy for their price.',
    ),
    platforms: platforms(['Fair', 'Good', 'Good', 'Fair', 'Fair'], PLATFORM_SOURCES),
    notes: [DECOR_NOTE],
    tariff: {
      hs6: '0602.90',
      description: 'Other live plants (including their roots)',
      items: ['0602.90.10', '0602.90.90'],
      why: 'Palms, ferns, rubber plants (ficus), cacti, trees and the other plants named in 0602.90.10 are free of duty; other live plants (0602.90.90) pay 6 %.',
    },
    amazonCategory: 'home-and-garden',
    packedKgPerM3: 150,
  },
  {
    id: 'garden-decor',
    department: 'garden-patio',
    names: { en: ['garden décor and bird feeders'], fr: ['décoration de jardin et mangeoires'] },
    model: {
      materials: [
        m('Resin or plastic body', 'plastic', 0.5, 'Plastic'),
        m('Wood', 'wood', 0.3, 'Wood'),
        m('Steel hanger, stake or frame', 'steel', 0.2, 'Metal'),
      ],
      parts: [p('Paint and finish', 0.2, 1, 'Various')],
      packagingCad: [0.3, 1.2],
      splitSourceIds: [],
      splitJudgement:
        'Moulded resin or cedar bodies with a steel hanger or stake: bird feeders and houses, statues and stakes.',
    },
    complexity: 'Low',
    sizeScaled: true,
    ...GARDEN_GOODS_TERMS,
    market: familyMarket(
      DECOR,
      3.9,
      3000,
      'High',
      ['Apr', 'May', 'Jun'],
      'Low to source; design and seasonal timing decide sales.',
    ),
    platforms: platforms(['Good', 'Excellent', 'Good', 'Good', 'Good'], PLATFORM_SOURCES),
    notes: [
      DECOR_NOTE,
      "Handmade feeders and garden art fit Etsy's made-by-the-seller standard [etsy-creativity-standards]",
    ],
    tariff: { hs6: '3926.40', description: 'Statuettes and other ornamental articles, of plastics', items: [] },
    amazonCategory: 'home-and-garden',
    packedKgPerM3: 100,
  },
];

const kinds = [
  // Patio furniture
  k(
    'patio-chair',
    'patio-furniture',
    [
      'patio chair',
      'lawn chair',
      'outdoor chair',
      'adirondack chair',
      'muskoka chair',
      'zero gravity chair',
      'garden chair',
    ],
    ['chaise de patio', 'chaise de jardin', 'chaise muskoka', 'chaise adirondack', 'chaise extérieure'],
    [4, 9],
    'a sling or resin patio chair, or a resin Muskoka chair',
  ),
  k(
    'patio-table',
    'patio-furniture',
    ['patio table', 'outdoor table', 'picnic table', 'garden table', 'bistro table', 'outdoor side table'],
    ['table de patio', 'table de jardin', 'table à pique-nique', 'table extérieure'],
    [8, 20],
    'a 90–150 cm aluminium patio table with a glass or slat top',
    {
      materials: [
        m('Aluminium frame', 'aluminium', 0.5, 'Metal'),
        m('Tempered glass or slat top', 'glass', 0.4, 'Glass'),
        m('Glides and umbrella hole trim', 'plastic', 0.1, 'Plastic'),
      ],
    },
  ),
  k(
    'patio-set',
    'patio-furniture',
    [
      'patio set',
      'patio furniture set',
      'conversation set',
      'bistro set',
      'patio dining set',
      'outdoor sectional',
      'patio sofa',
    ],
    ['ensemble de patio', 'mobilier de patio', 'ensemble bistro', 'salon de jardin'],
    [30, 70],
    'a four-piece wicker conversation set or a five-piece dining set',
    { parts: [p('Powder coat, cushions zips and fittings', 5, 15, 'Various')], packagingCad: [8, 20] },
  ),
  k(
    'patio-umbrella',
    'patio-furniture',
    [
      'patio umbrella',
      'market umbrella',
      'cantilever umbrella',
      'offset umbrella',
      'beach umbrella',
      'umbrella base',
      'sun shade',
    ],
    ['parasol', 'parasol de patio', 'parasol déporté', 'base de parasol'],
    [4, 12],
    'a 2.7 m crank-tilt market umbrella, or a 3 m offset one',
    {
      materials: [
        m('Aluminium or steel pole and ribs', 'aluminium', 0.6, 'Metal'),
        m('Polyester canopy', 'polyester', 0.3, 'Fabric'),
        m('Hub, crank housing and caps', 'plastic', 0.1, 'Plastic'),
      ],
      parts: [p('Crank and tilt mechanism', 1.5, 6)],
    },
  ),
  k(
    'chaise-lounge',
    'patio-furniture',
    ['chaise lounge', 'lounge chair', 'sun lounger', 'pool lounger', 'outdoor lounger', 'daybed outdoor'],
    ['chaise longue', 'bain de soleil', 'transat'],
    [8, 18],
    'a reclining aluminium or resin wicker lounger',
  ),
  k(
    'gazebo',
    'patio-furniture',
    ['gazebo', 'pergola', 'pop up canopy', 'canopy tent', 'sun shelter', 'shade sail'],
    ['gazebo', 'pergola', 'abri soleil', 'tente pliante', 'voile d’ombrage'],
    [15, 60],
    'a 3 × 3 m pop-up canopy to a 3 × 3.6 m steel gazebo with netting',
    {
      materials: [
        m('Steel frame', 'steel', 0.8, 'Metal'),
        m('Polyester canopy and netting', 'polyester', 0.2, 'Fabric'),
      ],
      parts: [p('Connectors, stakes and anchors', 3, 15, 'Various')],
      packagingCad: [4, 12],
    },
  ),
  k(
    'patio-cushion',
    'patio-furniture',
    ['patio cushion', 'outdoor cushion', 'chair cushion', 'seat pad', 'outdoor pillow', 'lounger cushion'],
    ['coussin de patio', 'coussin extérieur', 'coussin de chaise'],
    [0.5, 2],
    'a seat-and-back cushion in solution-dyed polyester',
    {
      materials: [
        m('Polyester fibre or foam fill', 'fibre-fill', 0.55, 'Fabric'),
        m('Outdoor fabric cover', 'polyester', 0.45, 'Fabric'),
      ],
      parts: [p('Ties, zip and sewing', 0.5, 1.5, 'Various')],
      packagingCad: [0.5, 1.5],
    },
  ),
  // Grills and outdoor heating
  k(
    'gas-grill',
    'grills-outdoor-heating',
    ['gas grill', 'bbq', 'barbecue', 'barbeque', 'propane grill', 'grill', 'natural gas grill', 'gas bbq'],
    ['barbecue', 'bbq', 'barbecue au gaz', 'gril', 'gril au propane'],
    [28, 50],
    'a three- or four-burner propane cart grill',
    { brands: ['weber', 'napoleon', 'broil king', 'char-broil', 'nexgrill'] },
  ),
  k(
    'charcoal-grill',
    'grills-outdoor-heating',
    ['charcoal grill', 'kettle grill', 'smoker', 'pellet grill', 'kamado', 'portable grill', 'hibachi', 'pizza oven'],
    ['barbecue au charbon', 'fumoir', 'gril au charbon', 'barbecue portatif', 'four à pizza'],
    [8, 45],
    'a 57 cm kettle grill to a pellet smoker',
    {
      materials: [
        m('Enamelled steel bowl and lid', 'steel', 0.75, 'Metal'),
        m('Grates', 'steel', 0.15, 'Metal'),
        m('Handles, wheels and vents', 'plastic', 0.1, 'Plastic'),
      ],
      parts: [p('Porcelain enamel, thermometer (auger and controller on pellet grills)', 3, 40)],
      brands: ['traeger', 'big green egg', 'pit boss', 'ooni'],
    },
  ),
  k(
    'fire-pit',
    'grills-outdoor-heating',
    ['fire pit', 'firepit', 'fire bowl', 'propane fire pit', 'fire table', 'chiminea', 'smokeless fire pit'],
    ['foyer extérieur', 'foyer', 'brasero', 'table-foyer'],
    [10, 35],
    'a 75–90 cm steel wood-burning fire bowl, or a propane fire table',
    {
      materials: [
        m('Steel bowl and legs', 'steel', 0.85, 'Metal'),
        m('Spark screen and grate', 'steel', 0.15, 'Metal'),
      ],
      parts: [p('High-heat paint, poker and cover', 2, 8, 'Various')],
      brands: ['solo stove', 'breeo'],
    },
  ),
  k(
    'patio-heater',
    'grills-outdoor-heating',
    ['patio heater', 'outdoor heater', 'propane heater', 'mushroom heater', 'infrared heater outdoor'],
    ['chauffe-terrasse', 'chaufferette de patio', 'chaufferette extérieure'],
    [15, 25],
    'a 2.2 m propane mushroom heater',
    {
      materials: [
        m('Steel post, base and reflector', 'steel', 0.8, 'Metal'),
        m('Stainless emitter', 'stainless', 0.2, 'Metal'),
      ],
      parts: [p('Gas valve, thermocouple, tilt switch and igniter', 15, 35)],
    },
  ),
  k(
    'grill-cover',
    'grills-outdoor-heating',
    ['grill cover', 'bbq cover', 'grill brush', 'grill tools', 'bbq tool set', 'grill mat'],
    ['housse de barbecue', 'brosse à barbecue', 'ustensiles pour barbecue'],
    [0.3, 1.2],
    'a polyester grill cover or a set of grill tools',
    {
      materials: [
        m('Coated polyester or stainless', 'polyester', 0.8, 'Fabric'),
        m('Straps, handles and trim', 'plastic', 0.2, 'Plastic'),
      ],
      parts: [],
      packagingCad: [0.3, 1],
    },
  ),
  // Lawn and snow equipment
  k(
    'lawn-mower',
    'lawn-power-equipment',
    [
      'lawn mower',
      'lawnmower',
      'mower',
      'push mower',
      'self propelled mower',
      'electric lawn mower',
      'robot mower',
      'reel mower',
    ],
    ['tondeuse', 'tondeuse à gazon', 'tondeuse autopropulsée', 'tondeuse robot'],
    [22, 40],
    'a 51–56 cm gas or 40–80 V battery push mower',
    { brands: ['toro', 'husqvarna', 'ryobi', 'ego', 'greenworks', 'honda', 'craftsman', 'yardworks'] },
  ),
  k(
    'string-trimmer',
    'lawn-power-equipment',
    [
      'string trimmer',
      'weed trimmer',
      'weed whacker',
      'whipper snipper',
      'line trimmer',
      'edger',
      'hedge trimmer',
      'brush cutter',
    ],
    ['coupe-bordure', 'taille-bordure', 'débroussailleuse', 'taille-haie'],
    [3, 6],
    'a battery or gas string trimmer or hedge trimmer',
    {
      materials: [
        m('Shaft and guard', 'aluminium', 0.4, 'Metal'),
        m('Housings and handle', 'plastic', 0.55, 'Plastic'),
        m('Head and spool', 'engineering-plastic', 0.05, 'Plastic'),
      ],
      parts: [p('Motor with battery and charger, or a two-stroke engine', 25, 70), p('Switch, cables and head', 2, 6)],
      packagingCad: [2, 4],
    },
  ),
  k(
    'leaf-blower',
    'lawn-power-equipment',
    ['leaf blower', 'blower', 'backpack blower', 'leaf vacuum'],
    ['souffleuse à feuilles', 'souffleur', 'aspirateur à feuilles'],
    [2.5, 5],
    'a handheld battery or gas blower',
    {
      materials: [m('Housings and tube', 'plastic', 0.8, 'Plastic'), m('Fan and chassis', 'aluminium', 0.2, 'Metal')],
      parts: [p('Motor with battery and charger, or a two-stroke engine', 25, 70), p('Switch and impeller', 2, 6)],
      packagingCad: [2, 4],
    },
  ),
  k(
    'chainsaw',
    'lawn-power-equipment',
    ['chainsaw', 'chain saw', 'pole saw', 'pruning chainsaw'],
    ['scie à chaîne', 'tronçonneuse', 'élagueuse sur perche'],
    [3.5, 6.5],
    'a 35–45 cm battery or gas chainsaw',
    {
      materials: [
        m('Housings and handles', 'plastic', 0.45, 'Plastic'),
        m('Guide bar and chain', 'steel', 0.35, 'Metal'),
        m('Crankcase or motor mount', 'aluminium', 0.2, 'Metal'),
      ],
      parts: [
        p('Motor with battery and charger, or a two-stroke engine', 30, 80),
        p('Chain brake, oiler and sprocket', 4, 10),
      ],
      packagingCad: [2, 4],
      brands: ['stihl', 'echo'],
    },
  ),
  k(
    'snow-blower',
    'lawn-power-equipment',
    ['snow blower', 'snowblower', 'snow thrower', 'two stage snow blower', 'single stage snow blower'],
    ['souffleuse à neige', 'souffleuse', 'chasse-neige'],
    [30, 90],
    'a 53 cm single-stage to a 61 cm two-stage snow blower',
    {
      parts: [
        p('Engine, or motor with battery and charger', 70, 220),
        p('Auger, impeller, chute and controls', 10, 40),
      ],
      brands: ['ariens', 'cub cadet', 'snapper'],
    },
  ),
  // Garden tools and watering
  k(
    'shovel',
    'garden-tools',
    ['shovel', 'spade', 'garden spade', 'digging shovel', 'hoe', 'pitchfork', 'garden fork', 'post hole digger'],
    ['pelle', 'bêche', 'binette', 'fourche', 'pelle ronde'],
    [1.6, 2.6],
    'a round-point shovel on a 120 cm handle',
  ),
  k(
    'rake',
    'garden-tools',
    ['rake', 'leaf rake', 'garden rake', 'bow rake'],
    ['râteau', 'râteau à feuilles'],
    [0.7, 1.8],
    'a 60 cm leaf rake or a steel bow rake',
    {
      materials: [
        m('Steel or resin tines', 'steel', 0.45, 'Metal'),
        m('Handle', 'wood', 0.45, 'Wood'),
        m('Grip and brace', 'plastic', 0.1, 'Plastic'),
      ],
    },
  ),
  k(
    'snow-shovel',
    'garden-tools',
    ['snow shovel', 'snow pusher', 'snow scoop', 'ice scraper', 'roof rake', 'ice chopper'],
    ['pelle à neige', 'grattoir à glace', 'pousse-neige', 'pic à glace'],
    [1.2, 2.5],
    'a 60 cm poly blade snow pusher on a steel or wood handle',
    {
      materials: [
        m('Polyethylene blade', 'hdpe', 0.55, 'Plastic'),
        m('Handle', 'steel', 0.35, 'Metal'),
        m('Wear strip and grip', 'steel', 0.1, 'Metal'),
      ],
      brands: ['garant', 'yardworks'],
    },
  ),
  k(
    'pruning-shears',
    'garden-tools',
    ['pruning shears', 'pruners', 'secateurs', 'loppers', 'hedge shears', 'garden shears', 'pruning saw'],
    ['sécateur', 'ébrancheur', 'cisaille à haie', 'scie à élaguer'],
    [0.2, 1.2],
    'a bypass pruner to a pair of 70 cm loppers',
    {
      materials: [
        m('Hardened steel blades', 'steel', 0.5, 'Metal'),
        m('Aluminium or steel handles', 'aluminium', 0.35, 'Metal'),
        m('Grips', 'rubber', 0.15, 'Rubber'),
      ],
      parts: [p('Heat treatment, coating and spring', 0.5, 2, 'Various')],
      brands: ['fiskars', 'felco', 'corona'],
    },
  ),
  k(
    'hand-trowel',
    'garden-tools',
    ['trowel', 'hand trowel', 'garden trowel', 'hand cultivator', 'weeder', 'garden tool set', 'transplanter'],
    ['transplantoir', 'truelle de jardin', 'sarcloir', 'ensemble d’outils de jardin'],
    [0.15, 0.6],
    'a cast-aluminium or steel trowel, or a three-piece hand tool set',
    {
      materials: [m('Head', 'aluminium', 0.6, 'Metal'), m('Handle and grip', 'plastic', 0.4, 'Plastic')],
    },
  ),
  k(
    'garden-gloves',
    'garden-tools',
    ['garden gloves', 'gardening gloves', 'work gloves', 'yard gloves', 'kneeling pad', 'garden kneeler'],
    ['gants de jardinage', 'gants de travail', 'coussin pour genoux'],
    [0.08, 0.25],
    'a pair of coated knit or leather-palm gloves',
    {
      materials: [m('Knit shell', 'polyester', 0.6, 'Fabric'), m('Nitrile or latex coating', 'rubber', 0.4, 'Rubber')],
      parts: [p('Knitting, dipping or sewing', 0.3, 1, 'Various')],
      packagingCad: [0.05, 0.2],
    },
  ),
  k(
    'wheelbarrow',
    'garden-tools',
    ['wheelbarrow', 'garden cart', 'yard cart', 'wagon cart', 'utility cart', 'dump cart'],
    ['brouette', 'chariot de jardin'],
    [12, 22],
    'a 170 L steel or poly tray wheelbarrow',
    {
      materials: [
        m('Steel or poly tray', 'steel', 0.6, 'Metal'),
        m('Handles', 'wood', 0.25, 'Wood'),
        m('Frame and braces', 'steel', 0.15, 'Metal'),
      ],
      parts: [p('Wheel and tire', 4, 12)],
      packagingCad: [2, 5],
    },
  ),
  k(
    'garden-hose',
    'garden-tools',
    ['garden hose', 'hose', 'expandable hose', 'hose reel', 'soaker hose', 'water hose'],
    ['boyau d’arrosage', "boyau d'arrosage", 'tuyau d’arrosage', 'boyau', 'dévidoir'],
    [1.5, 4],
    'a 15–30 m reinforced vinyl or rubber hose',
    {
      materials: [
        m('Vinyl or rubber hose', 'vinyl', 0.88, 'Plastic'),
        m('Brass or zinc couplings', 'brass', 0.12, 'Metal'),
      ],
    },
  ),
  k(
    'sprinkler',
    'garden-tools',
    [
      'sprinkler',
      'lawn sprinkler',
      'hose nozzle',
      'spray nozzle',
      'oscillating sprinkler',
      'drip irrigation kit',
      'hose timer',
    ],
    ['arroseur', 'gicleur', 'pistolet d’arrosage', 'arroseur oscillant'],
    [0.2, 0.8],
    'an oscillating sprinkler or a metal spray nozzle',
    {
      materials: [m('Body', 'plastic', 0.6, 'Plastic'), m('Tube, trigger or base', 'zinc-alloy', 0.4, 'Metal')],
      parts: [p('Gearbox, seals and valve', 0.5, 2.5)],
    },
  ),
  k(
    'watering-can',
    'garden-tools',
    ['watering can', 'watering pot', 'pump sprayer', 'garden sprayer', 'spray bottle'],
    ['arrosoir', 'pulvérisateur', 'pulvérisateur à pression', 'vaporisateur'],
    [0.3, 1.5],
    'a 7–9 L plastic or galvanised can, or a pump sprayer',
    {
      materials: [
        m('Moulded or galvanised body', 'plastic', 0.9, 'Plastic'),
        m('Rose and handle', 'steel', 0.1, 'Metal'),
      ],
    },
  ),
  // Plants, seeds and soil
  k(
    'potted-plant',
    'plants-growing',
    [
      'potted plant',
      'houseplant',
      'house plant',
      'indoor plant',
      'succulent',
      'orchid',
      'cactus',
      'snake plant',
      'monstera',
      'pothos',
      'bonsai',
      'hanging basket',
      'perennial',
      'annuals',
      'shrub',
      'rose bush',
      'flowering plant',
    ],
    [
      'plante en pot',
      "plante d'intérieur",
      'plante',
      'succulente',
      'orchidée',
      'cactus',
      'plante vivace',
      'arbuste',
      'panier suspendu',
    ],
    [1.5, 4],
    'a 15 cm nursery plant in its pot, to a 25 cm pot',
    { entry: 'potted-plant', brands: ['costa farms', 'the sill', 'bloomscape'] },
  ),
  k(
    'seeds',
    'plants-growing',
    [
      'seeds',
      'seed packet',
      'vegetable seeds',
      'flower seeds',
      'seed',
      'flower bulbs',
      'tulip bulbs',
      'seed starter kit',
    ],
    ['semences', 'graines', 'sachet de graines', 'bulbes', 'bulbes de tulipes'],
    [0.005, 0.3],
    'a packet of seed, or a bag of 10–20 bulbs',
    {
      materials: [m('Printed paper packet or mesh bag', 'paper', 1, 'Paper')],
      parts: [p('Seed or bulbs (grown and cleaned stock)', 0.1, 2.5, 'Plant')],
      packagingCad: [0.02, 0.2],
      brands: ['mckenzie', 'burpee', 'ontario seed'],
    },
  ),
  k(
    'potting-soil',
    'plants-growing',
    ['potting soil', 'potting mix', 'garden soil', 'topsoil', 'compost', 'peat moss', 'soil', 'triple mix', 'sand'],
    ['terreau', 'terre à jardin', 'terre noire', 'compost', 'mousse de tourbe', 'terreau d’empotage'],
    [8, 20],
    'a 25–50 L bag of potting mix or garden soil',
    {
      materials: [m('Potting mix', 'potting-mix', 1, 'Various')],
      parts: [],
      packagingCad: [0.3, 0.7],
      brands: ['miracle-gro', 'pro-mix', 'fafard'],
    },
  ),
  k(
    'fertilizer',
    'plants-growing',
    [
      'fertilizer',
      'fertiliser',
      'lawn fertilizer',
      'plant food',
      'grass seed',
      'weed killer',
      'lawn seed',
      'bone meal',
    ],
    ['engrais', 'engrais à pelouse', 'semence à gazon', 'herbicide', 'nourriture pour plantes'],
    [1, 8],
    'a 1–8 kg bag of granular fertiliser or grass seed',
    {
      materials: [m('Granular fertiliser or seed mix', 'fertiliser', 1, 'Various')],
      parts: [],
      packagingCad: [0.3, 0.8],
      brands: ['scotts', 'c-i-l', 'wilson'],
    },
  ),
  k(
    'mulch',
    'plants-growing',
    ['mulch', 'cedar mulch', 'bark mulch', 'landscape fabric', 'landscape rock', 'river rock', 'pea gravel'],
    ['paillis', 'paillis de cèdre', 'toile de paysagement', 'pierre décorative', 'gravier'],
    [10, 25],
    'a 56 L bag of shredded bark mulch or a bag of decorative stone',
    {
      materials: [m('Shredded bark or stone', 'potting-mix', 1, 'Various')],
      parts: [],
      packagingCad: [0.3, 0.7],
    },
  ),
  k(
    'planter',
    'plants-growing',
    [
      'planter',
      'flower pot',
      'plant pot',
      'pot',
      'window box',
      'raised garden bed',
      'raised bed',
      'plant saucer',
      'terracotta pot',
    ],
    ['jardinière', 'pot à fleurs', 'pot de fleurs', 'cache-pot', 'potager surélevé', 'bac à fleurs'],
    [0.5, 4],
    'a 20–40 cm plastic, terracotta or glazed ceramic pot',
    {
      materials: [m('Ceramic, terracotta or plastic body', 'ceramic', 1, 'Ceramic')],
      parts: [p('Glaze and firing, or moulding', 0.3, 1.5, 'Various')],
      cues: ['plant', 'flower', 'planter', 'terracotta', 'garden', 'fleurs'],
    },
  ),
  // Garden décor and bird feeders
  k(
    'bird-feeder',
    'garden-decor',
    ['bird feeder', 'hummingbird feeder', 'suet feeder', 'squirrel feeder', 'bird seed feeder'],
    ['mangeoire', 'mangeoire à oiseaux', 'abreuvoir à colibris'],
    [0.3, 1.5],
    'a tube or hopper feeder with a steel hanger',
  ),
  k(
    'birdhouse',
    'garden-decor',
    ['birdhouse', 'bird house', 'nesting box', 'bat house', 'bee hotel', 'bird bath', 'birdbath'],
    ['nichoir', 'cabane à oiseaux', 'bain d’oiseaux', 'bain pour oiseaux'],
    [0.5, 8],
    'a cedar nesting box, or a resin or concrete bird bath',
    {
      materials: [m('Cedar or resin', 'wood', 0.7, 'Wood'), m('Concrete or resin basin', 'stone', 0.3, 'Various')],
    },
  ),
  k(
    'garden-statue',
    'garden-decor',
    [
      'garden statue',
      'garden gnome',
      'lawn ornament',
      'garden sculpture',
      'garden stake',
      'stepping stone',
      'garden flag',
    ],
    ['statue de jardin', 'nain de jardin', 'ornement de pelouse', 'drapeau de jardin'],
    [0.5, 5],
    'a 30–50 cm resin gnome or statue',
    {
      materials: [
        m('Cast resin or concrete', 'plastic', 0.8, 'Plastic'),
        m('Steel stake or armature', 'steel', 0.2, 'Metal'),
      ],
      parts: [p('Hand painting', 0.5, 3, 'Various')],
    },
  ),
  k(
    'solar-light',
    'garden-decor',
    [
      'solar light',
      'solar lights',
      'solar path lights',
      'solar lantern',
      'pathway light',
      'landscape light',
      'solar spotlight',
      'garden light',
    ],
    ['lumière solaire', 'luminaire solaire', 'lanterne solaire', 'lumière de jardin'],
    [0.1, 0.6],
    'a stake-mounted solar path light, or a pack of small ones',
    {
      materials: [
        m('Housing, lens and stake', 'plastic', 0.8, 'Plastic'),
        m('Steel or aluminium trim', 'steel', 0.2, 'Metal'),
      ],
      parts: [p('Solar cell, LED, battery and controller', 0.8, 4)],
    },
  ),
  k(
    'wind-chime',
    'garden-decor',
    ['wind chime', 'wind chimes', 'wind spinner', 'windsock', 'suncatcher', 'rain gauge', 'garden thermometer'],
    ['carillon éolien', 'carillon', 'moulin à vent décoratif', 'attrape-soleil'],
    [0.2, 1.2],
    'an aluminium-tube wind chime or a steel wind spinner',
    {
      materials: [
        m('Aluminium tubes or steel spinner', 'aluminium', 0.7, 'Metal'),
        m('Wood top and striker', 'wood', 0.3, 'Wood'),
      ],
    },
  ),
];

export const gardenPatio: DepartmentTable = {
  department: 'garden-patio',
  families,
  kinds,
  sources,
  scheduleRows: {},
};
