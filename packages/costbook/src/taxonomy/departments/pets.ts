// Pets: food, treats and litter; beds, leashes, collars, toys and clothing; carriers, crates, cages, aquariums,
// litter boxes and bowls, as a pet store's aisles group them. No recipe or teardown was read: food is priced
// by the kg of its ingredients (judgement), goods by their materials with bought-in parts. Food follows the
// grocery ladder (Loblaw's gross margin); supplies are keystone. Growth cites a pet-care market report.
import type { Source } from '../../types.ts';
import type { Family } from '../types.ts';
import { familyMarket, familyPlatforms, familyTerms } from './wear-terms.ts';
import { k, m, p } from './rows.ts';
import type { DepartmentTable } from './table.ts';

const PET_CARE = 'fmi-pet-care-2026';

const sources: Source[] = [
  {
    id: PET_CARE,
    title:
      'Future Market Insights: Global Pet Care Market to Double, Surpassing USD 483 Billion by 2035 as Pet Humanization Reshapes Global Economy',
    publisher: 'Future Market Insights (PR Newswire release, read on finanznachrichten.de)',
    year: 2026,
    url: 'https://www.finanznachrichten.de/nachrichten-2026-01/67563901-future-market-insights-global-pet-care-market-to-double-surpassing-usd-483-billion-by-2035-as-pet-humanization-reshapes-global-economy-008.htm',
    note: 'Pet care market USD 243.5 B (2025) to USD 483.5 B (2035), CAGR 7.1 %; humanization lifted global pet-care turnover 5.9 % in 2024; US industry spending on track for USD 157 B in 2025.',
  },
];

const PET_GROWTH = { reportId: PET_CARE, pct: 7.1 };
const PET_NOTE =
  'The global pet care market is forecast to grow from USD 243.5 B (2025) to USD 483.5 B (2035), 7.1 % a year [fmi-pet-care-2026]';

const families: Family[] = [
  {
    id: 'pet-food-litter',
    department: 'pets',
    names: { en: ['pet food, treats and litter'], fr: ['nourriture, gâteries et litière pour animaux'] },
    model: {
      materials: [m('Meat meals, grains, fats and premix', 'pet-kibble', 1, 'Food')],
      parts: [],
      packagingCad: [0.8, 2],
      splitSourceIds: [],
      splitJudgement:
        'Extruded dry food is its ingredients by the kg in a multiwall bag; wet food, treats, seed and litter carry their own content.',
    },
    complexity: 'Low',
    sizeScaled: false,
    // Food is sold on the grocery ladder: Loblaw's gross margin, not keystone.
    ...familyTerms({
      labour: 0.08,
      overhead: 0.1,
      toolingPerUnit: 0.01,
      unitPriceOverBom: 1.3,
      moq: 1000,
      leadTimeDays: [20, 45],
      wholesaleOverManufacturing: 1.6,
      retail: { multiplier: 1.444, sourceId: 'loblaw-gross-margin-2023' },
    }),
    market: familyMarket(
      PET_GROWTH,
      1000,
      'High',
      ['Nov', 'Dec'],
      'Feed regulations, extrusion plants and shelf space held by a few makers; store brands compete on price.',
    ),
    platforms: familyPlatforms(['Good', 'Poor', 'Good', 'Fair', 'Good']),
    notes: [PET_NOTE],
    tariff: { hs6: '2309.10', description: 'Dog or cat food, put up for retail sale', items: [] },
    amazonCategory: 'everything-else',
    packedKgPerM3: 450,
  },
  {
    id: 'pet-soft-goods',
    department: 'pets',
    names: { en: ['pet beds, leashes, collars and toys'], fr: ['lits, laisses, colliers et jouets pour animaux'] },
    model: {
      materials: [
        m('Polyester cover', 'polyester', 0.4, 'Fabric'),
        m('Fibre fill or foam', 'fibre-fill', 0.5, 'Fabric'),
        m('Non-slip base', 'vinyl', 0.1, 'Plastic'),
      ],
      parts: [p('Zip or closure', 0.2, 1, 'Components')],
      packagingCad: [0.5, 1.5],
      splitSourceIds: [],
      splitJudgement:
        'A bolster dog bed: a polyester cover over fibre fill with a non-slip base; leashes, collars and toys carry their own split.',
    },
    complexity: 'Low',
    sizeScaled: true,
    ...familyTerms({
      labour: 0.4,
      overhead: 0.15,
      toolingPerUnit: 0.03,
      unitPriceOverBom: 1.75,
      moq: 300,
      leadTimeDays: [30, 60],
      wholesaleOverManufacturing: 2.0,
    }),
    market: familyMarket(
      PET_GROWTH,
      10000,
      'Oversaturated',
      ['Nov', 'Dec'],
      'Very low: sewn goods and webbing are cheap to source; design, durability and reviews decide.',
    ),
    platforms: familyPlatforms(['Excellent', 'Excellent', 'Excellent', 'Good', 'Good']),
    notes: [PET_NOTE],
    tariff: {
      hs6: '4201.00',
      description: 'Saddlery and harness for any animal, including leads, muzzles and dog coats',
      items: [],
    },
    amazonCategory: 'everything-else',
    packedKgPerM3: 70,
  },
  {
    id: 'pet-housing',
    department: 'pets',
    names: { en: ['pet carriers, crates and cages'], fr: ['cages, transporteurs et aquariums'] },
    model: {
      materials: [m('Steel wire', 'steel', 0.85, 'Metal'), m('Plastic tray', 'plastic', 0.15, 'Plastic')],
      parts: [p('Latches, handle and divider', 1, 4, 'Components')],
      packagingCad: [2, 5],
      splitSourceIds: [],
      splitJudgement:
        'A folding wire crate: welded steel wire with a moulded tray; carriers, cat trees, tanks and bowls carry their own split.',
    },
    complexity: 'Low',
    sizeScaled: true,
    ...familyTerms({
      labour: 0.25,
      overhead: 0.15,
      toolingPerUnit: 0.05,
      unitPriceOverBom: 1.6,
      moq: 300,
      leadTimeDays: [30, 60],
      wholesaleOverManufacturing: 1.6,
    }),
    market: familyMarket(
      PET_GROWTH,
      3000,
      'High',
      ['Nov', 'Dec'],
      'Low technical barriers; bulky freight and airline or safety rules for carriers matter more than tooling.',
    ),
    platforms: familyPlatforms(['Good', 'Fair', 'Good', 'Good', 'Good']),
    notes: [PET_NOTE],
    tariff: { hs6: '7326.20', description: 'Articles of iron or steel wire', items: [] },
    amazonCategory: 'everything-else',
    packedKgPerM3: 90,
  },
];

const kinds = [
  // Pet food, treats and litter
  k(
    'dog-food',
    'pet-food-litter',
    ['dog food', 'dry dog food', 'kibble', 'puppy food', 'dog kibble'],
    ['nourriture pour chien', 'croquettes pour chien', 'moulée pour chien', 'nourriture', 'croquettes', 'moulée'],
    [6.8, 13.6],
    'a 15–30 lb bag of dry dog food',
    {
      brands: ['pedigree', 'purina', 'iams', 'royal canin', 'blue buffalo', "hill's", 'acana', 'orijen'],
      cues: ['chien', 'chiot', 'dog', 'puppy'],
    },
  ),
  k(
    'cat-food',
    'pet-food-litter',
    ['cat food', 'dry cat food', 'kitten food', 'cat kibble'],
    ['nourriture pour chat', 'croquettes pour chat', 'moulée pour chat', 'nourriture', 'croquettes', 'moulée'],
    [2, 7],
    'a 2–7 kg bag of dry cat food',
    {
      packagingCad: [0.4, 1.2],
      brands: ['whiskas', 'friskies', 'meow mix', 'purina', 'iams', 'royal canin'],
      cues: ['chat', 'chaton', 'cat', 'kitten'],
    },
  ),
  k(
    'wet-pet-food',
    'pet-food-litter',
    ['wet cat food', 'wet dog food', 'canned cat food', 'canned dog food', 'cat food pouch', 'dog food can'],
    ['nourriture humide', 'pâtée', 'nourriture en conserve', 'conserve pour chat'],
    [0.085, 0.37],
    'an 85 g cat can or pouch to a 370 g dog can',
    {
      materials: [m('Meat by-products, broth and starch', 'food', 1, 'Food')],
      parts: [p('Can or tray', 0.1, 0.25, 'Packaging')],
      packagingCad: [0.02, 0.05],
      brands: ['fancy feast', 'sheba', 'cesar'],
    },
  ),
  k(
    'pet-treats',
    'pet-food-litter',
    ['dog treats', 'cat treats', 'pet treats', 'dog biscuits', 'dental chews', 'rawhide', 'bully sticks', 'dog chews'],
    ['gâteries pour chien', 'gâteries', 'friandises', 'biscuits pour chien', 'os à mâcher'],
    [0.15, 0.5],
    'a 150–500 g bag of biscuits or jerky treats',
    {
      materials: [m('Dried meat, meals and starches', 'pet-treat-mix', 1, 'Food')],
      packagingCad: [0.3, 0.5],
      brands: ['milk-bone', 'greenies', 'temptations', 'dentastix'],
      cues: ['chien', 'chat', 'animal', 'animaux', 'dog', 'cat', 'pet'],
    },
  ),
  k(
    'bird-seed',
    'pet-food-litter',
    ['bird seed', 'birdseed', 'wild bird seed', 'bird food', 'suet cake', 'small animal food', 'hamster food'],
    ['graines pour oiseaux', 'graines', 'nourriture', 'pain de suif'],
    [2, 8],
    'a 2–8 kg bag of wild bird seed or small-animal mix',
    {
      materials: [m('Millet, sunflower, corn and milo', 'grain-seed', 1, 'Food')],
      cues: ['oiseau', 'oiseaux', 'rongeur', 'rongeurs', 'hamster', 'bird'],
      packagingCad: [0.3, 1],
    },
  ),
  k(
    'cat-litter',
    'pet-food-litter',
    ['cat litter', 'kitty litter', 'clumping litter', 'litter', 'clay litter'],
    ['litière pour chat', 'litière', 'litière agglomérante'],
    [6, 12],
    'a 6–12 kg jug or bag of clumping clay litter',
    {
      materials: [m('Sodium bentonite clay', 'clay-litter', 1, 'Various')],
      parts: [p('Clumping agent and fragrance', 0.3, 1.5, 'Various')],
      brands: ['tidy cats', 'fresh step', "dr elsey's"],
    },
  ),
  k(
    'poop-bags',
    'pet-food-litter',
    ['poop bags', 'dog poop bags', 'dog waste bags', 'pet waste bags', 'doggie bags'],
    ['sacs à crottes', 'sacs à déjections'],
    [0.1, 0.3],
    'a pack of 120–300 polyethylene waste bags on rolls',
    {
      materials: [m('Polyethylene film', 'hdpe', 1, 'Plastic')],
      parts: [p('Dispenser or core', 0.05, 0.5, 'Components')],
      packagingCad: [0.1, 0.4],
    },
  ),
  // Pet beds, leashes, collars and toys
  k(
    'dog-bed',
    'pet-soft-goods',
    ['dog bed', 'pet bed', 'cat bed', 'dog cushion', 'orthopedic dog bed', 'dog mat', 'crate pad'],
    ['lit pour chien', 'lit', 'coussin pour chien', 'coussin'],
    [1, 3],
    'a 60–90 cm bolster bed with a removable cover',
    { cues: ['chien', 'chat', 'animal', 'animaux', 'dog', 'cat', 'pet'] },
  ),
  k(
    'leash',
    'pet-soft-goods',
    ['leash', 'dog leash', 'dog lead', 'retractable leash', 'cat leash', 'long line leash'],
    ['laisse', 'laisse pour chien', 'laisse rétractable'],
    [0.1, 0.3],
    'a 1.8 m nylon leash, or a retractable one',
    {
      materials: [
        m('Nylon webbing or rope', 'polyester', 0.75, 'Fabric'),
        m('Handle and buckle', 'plastic', 0.1, 'Plastic'),
        m('Snap hook and D-ring', 'zinc-alloy', 0.15, 'Metal'),
      ],
      parts: [p('Snap hook, D-ring and padding', 0.2, 1.2, 'Components')],
      packagingCad: [0.1, 0.5],
      brands: ['flexi'],
    },
  ),
  k(
    'collar',
    'pet-soft-goods',
    ['dog collar', 'cat collar', 'pet collar', 'collar', 'martingale collar', 'breakaway collar'],
    ['collier pour chien', 'collier'],
    [0.03, 0.1],
    'an adjustable nylon collar with a side-release buckle',
    {
      materials: [
        m('Nylon webbing', 'polyester', 0.7, 'Fabric'),
        m('Side-release buckle', 'plastic', 0.15, 'Plastic'),
        m('D-ring', 'zinc-alloy', 0.15, 'Metal'),
      ],
      parts: [p('Buckle, D-ring and tag ring', 0.15, 0.8, 'Components')],
      packagingCad: [0.05, 0.3],
      cues: ['chien', 'chat', 'animal', 'animaux', 'dog', 'cat', 'pet'],
    },
  ),
  k(
    'harness',
    'pet-soft-goods',
    ['dog harness', 'harness', 'cat harness', 'no pull harness', 'step in harness'],
    ['harnais', 'harnais pour chien', 'harnais pour chat'],
    [0.1, 0.3],
    'a padded no-pull nylon harness',
    {
      materials: [
        m('Nylon webbing and mesh', 'polyester', 0.7, 'Fabric'),
        m('Padding', 'foam', 0.1, 'Foam'),
        m('Buckles', 'plastic', 0.1, 'Plastic'),
        m('D-rings', 'zinc-alloy', 0.1, 'Metal'),
      ],
      parts: [p('Buckles, D-rings and reflective trim', 0.3, 1.5, 'Components')],
      packagingCad: [0.1, 0.5],
      cues: ['dog', 'cat', 'pet', 'pull', 'chien', 'chat'],
      brands: ['ruffwear'],
    },
  ),
  k(
    'pet-toy',
    'pet-soft-goods',
    ['dog toy', 'cat toy', 'pet toy', 'chew toy', 'squeaky toy', 'rope toy', 'catnip toy', 'cat wand', 'tug toy'],
    ['jouet pour chien', 'jouet', 'jouet à mâcher'],
    [0.05, 0.3],
    'a rubber chew toy, a plush squeaker or a cat wand',
    {
      materials: [
        m('Natural rubber or TPR', 'rubber', 0.5, 'Rubber'),
        m('Plush or rope', 'polyester', 0.3, 'Fabric'),
        m('Stuffing', 'fibre-fill', 0.2, 'Fabric'),
      ],
      parts: [p('Squeaker or catnip', 0.02, 0.3, 'Components')],
      packagingCad: [0.05, 0.3],
      brands: ['kong', 'nylabone', 'chuckit'],
      cues: ['chien', 'chat', 'animal', 'animaux', 'dog', 'cat', 'pet'],
    },
  ),
  k(
    'pet-clothing',
    'pet-soft-goods',
    ['dog coat', 'dog jacket', 'dog sweater', 'dog boots', 'dog raincoat', 'pet costume', 'dog clothes'],
    ['manteau pour chien', 'manteau', 'chandail', 'bottes', 'vêtements'],
    [0.1, 0.4],
    'an insulated dog coat or a knit dog sweater',
    {
      materials: [
        m('Nylon or knit shell', 'polyester', 0.7, 'Fabric'),
        m('Insulation', 'fibre-fill', 0.2, 'Fabric'),
        m('Binding and straps', 'textile', 0.1, 'Fabric'),
      ],
      parts: [p('Hook-and-loop closures and reflective trim', 0.15, 0.8, 'Components')],
      packagingCad: [0.1, 0.5],
      brands: ['canada pooch'],
      cues: ['chien', 'chat', 'animal', 'animaux', 'dog', 'cat', 'pet'],
    },
  ),
  // Pet carriers, crates and cages
  k(
    'pet-carrier',
    'pet-housing',
    ['pet carrier', 'cat carrier', 'dog carrier', 'travel crate', 'airline pet carrier', 'pet stroller'],
    ['cage de transport', 'sac de transport', 'transporteur'],
    [1.2, 3],
    'a hard plastic kennel or a soft airline carrier',
    {
      materials: [
        m('Polypropylene shell or padded nylon', 'plastic', 0.85, 'Plastic'),
        m('Steel-wire door', 'steel', 0.15, 'Metal'),
      ],
      parts: [p('Door, latches and fasteners', 1, 3, 'Components')],
      packagingCad: [1, 2.5],
      brands: ['petmate', 'sherpa'],
    },
  ),
  k(
    'dog-crate',
    'pet-housing',
    ['dog crate', 'dog kennel', 'wire crate', 'kennel', 'pet playpen', 'exercise pen', 'dog gate'],
    ['cage pour chien', 'cage', 'parc', 'chenil', 'barrière'],
    [7, 16],
    'a 36–42 inch folding wire crate with a tray',
    { brands: ['midwest'], cues: ['chien', 'chiot', 'dog', 'puppy'] },
  ),
  k(
    'scratching-post',
    'pet-housing',
    ['scratching post', 'cat tree', 'cat tower', 'cat scratcher', 'cat condo', 'scratching pad'],
    ['griffoir', 'arbre à chat', 'poteau à griffer', 'tour à chat'],
    [2, 10],
    'a sisal post to a small carpeted cat tree',
    {
      materials: [
        m('Particleboard platforms and tubes', 'particleboard', 0.55, 'Wood'),
        m('Sisal rope', 'sisal', 0.2, 'Various'),
        m('Carpet or plush cover', 'textile', 0.2, 'Fabric'),
        m('Screws and brackets', 'steel', 0.05, 'Metal'),
      ],
      parts: [p('Dangling toys and hardware', 0.5, 3, 'Components')],
      packagingCad: [1, 4],
    },
  ),
  k(
    'aquarium',
    'pet-housing',
    ['aquarium', 'fish tank', 'aquarium kit', 'betta tank', 'fish bowl'],
    ['aquarium', 'bocal à poisson', 'ensemble d’aquarium'],
    [5.5, 12],
    'a 10–20 gallon glass tank kit with a filter, heater and LED hood',
    {
      materials: [m('Float glass panels', 'glass', 0.9, 'Glass'), m('Frame and hood', 'plastic', 0.1, 'Plastic')],
      parts: [p('Filter, heater and LED light', 8, 35, 'Components')],
      packagingCad: [2, 5],
      brands: ['fluval', 'tetra', 'aqueon', 'marineland'],
    },
  ),
  k(
    'bird-cage',
    'pet-housing',
    ['bird cage', 'birdcage', 'parrot cage', 'hamster cage', 'rabbit cage', 'small animal cage', 'rabbit hutch'],
    ['cage à oiseaux', 'cage', 'cage à lapin'],
    [2, 7],
    'a wire bird or small-animal cage with a plastic base',
    {
      materials: [
        m('Powder-coated steel wire', 'steel', 0.75, 'Metal'),
        m('Plastic base, perches and feeders', 'plastic', 0.25, 'Plastic'),
      ],
      parts: [p('Feeders, perches and door latches', 0.5, 3, 'Components')],
      cues: ['oiseau', 'oiseaux', 'hamster', 'lapin', 'rongeur', 'rongeurs', 'bird', 'rabbit'],
      packagingCad: [1, 3],
    },
  ),
  k(
    'litter-box',
    'pet-housing',
    ['litter box', 'litter pan', 'covered litter box', 'litter scoop', 'self cleaning litter box'],
    ['bac à litière', 'maison de toilette', 'pelle à litière'],
    [0.8, 2.5],
    'an open or hooded polypropylene litter box with a scoop',
    {
      materials: [m('Polypropylene', 'plastic', 1, 'Plastic')],
      parts: [p('Hood, flap and scoop', 0.3, 2, 'Components')],
      packagingCad: [0.5, 1.5],
    },
  ),
  k(
    'pet-bowl',
    'pet-housing',
    ['dog bowl', 'cat bowl', 'pet bowl', 'water bowl', 'food bowl', 'slow feeder', 'pet feeder'],
    ['gamelle', 'bol pour chien', 'bol', 'écuelle'],
    [0.15, 0.8],
    'a stainless bowl in a non-slip rubber ring',
    {
      materials: [m('Stainless steel', 'stainless', 0.8, 'Metal'), m('Non-slip ring', 'silicone', 0.2, 'Rubber')],
      cues: ['chien', 'chat', 'animal', 'animaux', 'dog', 'cat', 'pet'],
      parts: [],
      packagingCad: [0.1, 0.4],
    },
  ),
];

export const pets: DepartmentTable = {
  department: 'pets',
  families,
  kinds,
  sources,
  scheduleRows: {},
};
