// Jewellery and accessories: fashion jewellery (plated base metal), fine jewellery (10k gold and sterling silver,
// priced at the London fix), watches and eyewear, handbags and small leather goods, luggage and travel bags, and
// umbrellas, hair accessories and keychains. No teardown was read: material splits are judgement from what the
// items are made of, with stones, movements, lenses and zips as bought-in parts. Market figures are judgement;
// growth cites a jewellery report and the handbag and luggage reports the detailed entries use.
import type { Source } from '../../types.ts';
import type { Family } from '../types.ts';
import { familyMarket, familyPlatforms, familyTerms } from './wear-terms.ts';
import { k, m, p } from './rows.ts';
import type { DepartmentTable } from './table.ts';

const JEWELLERY_REPORT = 'grandview-jewelry-2024';
const HANDBAGS = 'mordor-handbags-2026';
const LUGGAGE = 'psmarket-luggage-2022';

const sources: Source[] = [
  {
    id: 'bullionvault-gold-silver-2025',
    title: 'Record Gold Price Ends 2025 Up 65%, Silver Jumps 144%',
    publisher: 'BullionVault',
    year: 2025,
    url: 'https://www.bullionvault.com/gold-news/gold-price-news/gold-silver-2025-record-price-123120251',
    note: 'At the last London auctions of 2025 (31 December) gold fixed just beneath USD 4,310 and silver just below USD 72 per troy ounce; 2025 averages were USD 3,435 (gold) and about USD 40 (silver). Read here as USD 4,310 and USD 72 per troy ounce, at 32.1507 troy ounces a kg.',
  },
  {
    id: JEWELLERY_REPORT,
    title: 'Jewelry Market Size To Reach $482.22 Billion By 2030',
    publisher: 'Grand View Research',
    year: 2024,
    url: 'https://grandviewresearch.com/press-release/global-jewelry-market',
    note: 'Global jewelry market forecast to reach USD 482.22 B by 2030, a CAGR of 4.7 % from 2024 to 2030; branded jewellery and online sales named as the trends.',
  },
];

const JEWELLERY_GROWTH = { reportId: JEWELLERY_REPORT, pct: 4.7 };
const HANDBAG_GROWTH = { reportId: HANDBAGS, pct: 5.25 };
const LUGGAGE_GROWTH = { reportId: LUGGAGE, pct: 7.45 };
const JEWELLERY_NOTE =
  'The global jewelry market is forecast to reach USD 482.22 B by 2030, growing 4.7 % a year from 2024 [grandview-jewelry-2024]';
const GOLD_NOTE =
  'Gold fixed just beneath USD 4,310 per troy ounce at the end of 2025, up 65 % in the year, so the metal is most of a gold piece’s cost [bullionvault-gold-silver-2025]';
const HANDBAG_NOTE =
  'The handbag market is forecast to grow from USD 78.23 B (2026) to USD 101.06 B (2031) [mordor-handbags-2026]';
const LUGGAGE_NOTE =
  'The luggage market, which includes backpacks, is forecast at 7.45 % CAGR from 2021 to 2030 [psmarket-luggage-2022]';

const families: Family[] = [
  {
    id: 'fashion-jewellery',
    department: 'jewellery-accessories',
    names: { en: ['fashion jewellery', 'jewelry'], fr: ['bijoux de fantaisie', 'bijoux'] },
    model: {
      materials: [
        m('Brass or zinc alloy, plated', 'brass', 0.6, 'Metal'),
        m('Stainless steel', 'stainless', 0.3, 'Metal'),
        m('Glass or acrylic stones', 'glass', 0.1, 'Glass'),
      ],
      parts: [
        p('Gold-tone or rhodium plating', 0.1, 0.5, 'Various'),
        p('Stones and settings (glass or cubic zirconia)', 0.05, 0.6, 'Components'),
        p('Clasp, backs or jump rings', 0.03, 0.25, 'Components'),
      ],
      packagingCad: [0.15, 0.8],
      splitSourceIds: [],
      splitJudgement:
        'Costume jewellery is cast brass or zinc alloy, or stainless steel, plated gold-tone or rhodium, with glass or cubic-zirconia stones; plating and stones are bought in per piece.',
    },
    complexity: 'Low',
    sizeScaled: false,
    ...familyTerms({
      labour: 0.4,
      overhead: 0.15,
      toolingPerUnit: 0.05,
      unitPriceOverBom: 1.8,
      moq: 300,
      leadTimeDays: [20, 45],
      wholesaleOverManufacturing: 2.5,
    }),
    market: familyMarket(
      JEWELLERY_GROWTH,
      10000,
      'Oversaturated',
      ['Feb', 'May', 'Nov', 'Dec'],
      'Very low: findings and plated blanks are cheap to buy, so design, photos and gifting seasons decide sales.',
    ),
    platforms: familyPlatforms(['Good', 'Excellent', 'Excellent', 'Good', 'Fair']),
    notes: [JEWELLERY_NOTE],
    tariff: {
      hs6: '7117.19',
      description: 'Imitation jewellery of base metal, other than cuff-links and studs',
      items: [],
    },
    amazonCategory: 'everything-else',
    packedKgPerM3: 30,
  },
  {
    id: 'fine-jewellery',
    department: 'jewellery-accessories',
    names: { en: ['gold and silver jewellery', 'fine jewellery'], fr: ['bijoux en or et en argent'] },
    model: {
      materials: [
        m('Fine gold (10k is 41.7 % gold)', 'gold', 0.417, 'Metal'),
        m('Silver in the alloy', 'silver', 0.1, 'Metal'),
        m('Copper and zinc in the alloy', 'copper', 0.483, 'Metal'),
      ],
      parts: [p('Casting, polishing and finishing', 2, 8, 'Various')],
      packagingCad: [1, 4],
      splitSourceIds: [],
      splitJudgement:
        '10-karat gold, the alloy most Canadian mass retailers sell: 41.7 % gold by mass, the rest silver, copper and zinc; sterling pieces carry their own split.',
    },
    complexity: 'Medium',
    sizeScaled: false,
    // Metal passes through at little markup, so labour, overhead and the brand's markup are small over it.
    ...familyTerms({
      labour: 0.12,
      overhead: 0.08,
      toolingPerUnit: 0.02,
      unitPriceOverBom: 1.3,
      moq: 50,
      leadTimeDays: [20, 45],
      wholesaleOverManufacturing: 1.4,
    }),
    market: familyMarket(
      JEWELLERY_GROWTH,
      3000,
      'High',
      ['Feb', 'May', 'Nov', 'Dec'],
      'Metal cost ties up cash, buyers want hallmarks and trust, and bridal sales depend on a store and its service.',
    ),
    platforms: familyPlatforms(['Fair', 'Good', 'Excellent', 'Good', 'Poor']),
    notes: [JEWELLERY_NOTE, GOLD_NOTE],
    tariff: {
      hs6: '7113.19',
      description: 'Articles of jewellery of precious metal other than silver, whether or not plated or clad',
      items: [],
    },
    amazonCategory: 'everything-else',
    packedKgPerM3: 20,
  },
  {
    id: 'eyewear-watches',
    department: 'jewellery-accessories',
    names: { en: ['sunglasses, glasses and watches'], fr: ['lunettes et montres'] },
    model: {
      materials: [
        m('Acetate or nylon frame', 'engineering-plastic', 0.55, 'Plastic'),
        m('Polycarbonate or TAC lenses', 'engineering-plastic', 0.3, 'Plastic'),
        m('Hinges and screws', 'stainless', 0.15, 'Metal'),
      ],
      parts: [
        p('Lens tint, UV coating or polarising film', 0.2, 3, 'Components'),
        p('Case and cleaning cloth', 0.2, 2, 'Various'),
      ],
      packagingCad: [0.1, 0.5],
      splitSourceIds: [],
      splitJudgement:
        'Sunglasses: a moulded or acetate frame with polycarbonate lenses and metal hinges; watches carry their own split and movement.',
    },
    complexity: 'Medium',
    sizeScaled: false,
    // Design and brand licences carry eyewear and watch prices: the brand's markup is the book's highest.
    ...familyTerms({
      labour: 0.25,
      overhead: 0.15,
      toolingPerUnit: 0.06,
      unitPriceOverBom: 1.6,
      moq: 300,
      leadTimeDays: [30, 60],
      wholesaleOverManufacturing: 2.5,
    }),
    market: familyMarket(
      JEWELLERY_GROWTH,
      5000,
      'High',
      ['May', 'Jun', 'Nov', 'Dec'],
      'Frames are cheap to source, but licensed brands and optical retailers hold most of the price.',
    ),
    platforms: familyPlatforms(['Good', 'Good', 'Excellent', 'Excellent', 'Good']),
    notes: ['Growth uses the jewelry market forecast (4.7 % a year to 2030) as a proxy [grandview-jewelry-2024]'],
    tariff: { hs6: '9004.10', description: 'Sunglasses', items: [] },
    amazonCategory: 'everything-else',
    packedKgPerM3: 40,
  },
  {
    id: 'handbags-wallets',
    department: 'jewellery-accessories',
    names: { en: ['handbags and wallets'], fr: ['sacs à main et portefeuilles'] },
    model: {
      materials: [
        m('PU or leather outer', 'synthetic-leather', 0.55, 'Leather'),
        m('Lining', 'polyester', 0.2, 'Fabric'),
        m('Buckles, rings and feet', 'zinc-alloy', 0.15, 'Metal'),
        m('Interfacing, thread and edge paint', 'textile', 0.1, 'Various'),
      ],
      parts: [p('Zips, closures and strap fittings', 0.3, 2, 'Components')],
      packagingCad: [0.3, 2],
      splitSourceIds: [],
      splitJudgement:
        'A PU or leather shell over a polyester lining with die-cast hardware, as most mass-market bags are; wallets and totes carry their own split.',
    },
    complexity: 'Medium',
    sizeScaled: true,
    ...familyTerms({
      labour: 0.45,
      overhead: 0.15,
      toolingPerUnit: 0.03,
      unitPriceOverBom: 1.85,
      moq: 300,
      leadTimeDays: [30, 60],
      wholesaleOverManufacturing: 2.0,
    }),
    market: familyMarket(
      HANDBAG_GROWTH,
      10000,
      'Oversaturated',
      ['May', 'Nov', 'Dec'],
      'Low to make, but brand equity and counterfeit enforcement shape pricing power.',
    ),
    platforms: familyPlatforms(['Good', 'Excellent', 'Excellent', 'Good', 'Fair']),
    notes: [HANDBAG_NOTE, 'Mass-market bags were 63.57 % of 2025 handbag sales [mordor-handbags-2026]'],
    tariff: {
      hs6: '4202.22',
      description: 'Handbags with outer surface of sheeting of plastics or of textile materials',
      items: ['4202.22.10', '4202.22.90'],
      why: 'Both items of the subheading pay 10.5 %. Leather handbags (4202.21) pay 10 %, not counted here.',
    },
    amazonCategory: 'apparel',
    packedKgPerM3: 60,
  },
  {
    id: 'luggage',
    department: 'jewellery-accessories',
    names: { en: ['luggage and travel bags'], fr: ['bagages et sacs de voyage'] },
    model: {
      materials: [
        m('Nylon or polyester shell', 'polyester', 0.5, 'Fabric'),
        m('Lining and webbing', 'textile', 0.2, 'Fabric'),
        m('Foam padding', 'foam', 0.1, 'Foam'),
        m('Buckles, base and frame sheet', 'plastic', 0.15, 'Plastic'),
        m('Trolley or stays', 'aluminium', 0.05, 'Metal'),
      ],
      parts: [p('Zips, pullers and buckles', 1, 4, 'Components')],
      packagingCad: [0.3, 1.5],
      splitSourceIds: [],
      splitJudgement:
        'Soft luggage: a nylon or polyester shell with lining, foam padding and moulded buckles; hard-shell sets carry their own split.',
    },
    complexity: 'Medium',
    sizeScaled: true,
    ...familyTerms({
      labour: 0.3,
      overhead: 0.15,
      toolingPerUnit: 0.06,
      unitPriceOverBom: 1.65,
      moq: 200,
      leadTimeDays: [30, 60],
      wholesaleOverManufacturing: 2.0,
    }),
    market: familyMarket(
      LUGGAGE_GROWTH,
      3000,
      'High',
      ['Jun', 'Jul', 'Aug', 'Nov', 'Dec'],
      'Shell moulds, wheel durability and airline size rules matter; brand trust drives premium prices.',
    ),
    platforms: familyPlatforms(['Good', 'Poor', 'Good', 'Good', 'Good']),
    notes: [LUGGAGE_NOTE],
    tariff: {
      hs6: '4202.12',
      description: 'Trunks, suitcases and similar containers with outer surface of plastics or of textile materials',
      items: ['4202.12.10', '4202.12.90'],
      why: 'Both items of the subheading pay 11 %.',
    },
    amazonCategory: 'apparel',
    packedKgPerM3: 50,
  },
  {
    id: 'small-accessories',
    department: 'jewellery-accessories',
    names: {
      en: ['umbrellas, hair accessories and keychains'],
      fr: ['parapluies, accessoires pour cheveux et porte-clés'],
    },
    model: {
      materials: [
        m('Moulded plastic', 'plastic', 0.5, 'Plastic'),
        m('Steel springs, pins and ribs', 'steel', 0.2, 'Metal'),
        m('Fabric', 'polyester', 0.3, 'Fabric'),
      ],
      parts: [p('Springs, clasps and fittings', 0.03, 0.2, 'Components')],
      packagingCad: [0.05, 0.3],
      splitSourceIds: [],
      splitJudgement:
        'Small goods of moulded plastic, spring steel and polyester fabric: claw clips, elastics, headbands and umbrellas.',
    },
    complexity: 'Low',
    sizeScaled: false,
    ...familyTerms({
      labour: 0.3,
      overhead: 0.15,
      toolingPerUnit: 0.04,
      unitPriceOverBom: 1.65,
      moq: 300,
      leadTimeDays: [30, 60],
      wholesaleOverManufacturing: 2.0,
    }),
    market: familyMarket(
      HANDBAG_GROWTH,
      10000,
      'Oversaturated',
      ['Apr', 'May', 'Oct', 'Dec'],
      'Very low: commodity goods sourced by thousands of sellers, so design, packs and price decide.',
    ),
    platforms: familyPlatforms(['Excellent', 'Good', 'Good', 'Good', 'Good']),
    notes: ['Growth uses the handbag (fashion accessories) forecast of 5.25 % CAGR as a proxy [mordor-handbags-2026]'],
    tariff: {
      hs6: '9615.19',
      description: 'Combs, hair-slides and the like, other than of hard rubber or plastics',
      items: [],
    },
    amazonCategory: 'everything-else',
    packedKgPerM3: 60,
  },
];

const kinds = [
  // Fashion jewellery
  k(
    'ring',
    'fashion-jewellery',
    ['ring', 'fashion ring', 'statement ring', 'cocktail ring', 'stacking ring', 'mood ring', 'signet ring'],
    ['bague', 'anneau', 'bague de fantaisie'],
    [0.003, 0.008],
    'a gold-tone plated brass or stainless ring with a glass or CZ stone',
  ),
  k(
    'necklace',
    'fashion-jewellery',
    ['necklace', 'pendant', 'pendant necklace', 'choker', 'locket', 'chain necklace', 'layered necklace'],
    ['collier', 'pendentif', 'ras-du-cou', 'médaillon'],
    [0.008, 0.03],
    'a plated chain with a pendant',
    { brands: ['swarovski', 'kendra scott'] },
  ),
  k(
    'earrings',
    'fashion-jewellery',
    ['earrings', 'stud earrings', 'hoop earrings', 'drop earrings', 'dangle earrings', 'ear cuff', 'huggie earrings'],
    ["boucles d'oreilles", 'boucles d’oreilles', 'anneaux d’oreilles', 'clous d’oreilles'],
    [0.003, 0.012],
    'a pair of plated studs or hoops',
  ),
  k(
    'bracelet',
    'fashion-jewellery',
    ['bracelet', 'bangle', 'charm bracelet', 'cuff bracelet', 'beaded bracelet', 'tennis bracelet', 'charm'],
    ['bracelet', 'bracelet rigide', 'bracelet à breloques'],
    [0.01, 0.04],
    'a plated chain, bangle or beaded bracelet',
    { brands: ['pandora', 'alex and ani'] },
  ),
  k(
    'anklet',
    'fashion-jewellery',
    ['anklet', 'ankle bracelet', 'ankle chain'],
    ['bracelet de cheville', 'chaîne de cheville'],
    [0.004, 0.012],
    'a fine plated chain anklet',
  ),
  k(
    'brooch',
    'fashion-jewellery',
    ['brooch', 'lapel pin', 'enamel pin', 'pin badge', 'cufflinks', 'tie clip', 'tie bar'],
    ['broche', 'épinglette', 'boutons de manchette', 'pince à cravate'],
    [0.008, 0.03],
    'a plated brooch, enamel pin or pair of cufflinks',
    {
      parts: [
        p('Enamel, plating or stones', 0.1, 0.8, 'Various'),
        p('Pin back, clutch or toggle', 0.03, 0.2, 'Components'),
      ],
    },
  ),
  k(
    'body-jewellery',
    'fashion-jewellery',
    [
      'body jewellery',
      'body jewelry',
      'nose ring',
      'nose stud',
      'belly button ring',
      'septum ring',
      'tongue ring',
      'piercing jewelry',
    ],
    ['bijou de piercing', 'anneau de nez', 'piercing de nombril', 'bijou de corps'],
    [0.001, 0.004],
    'a surgical-steel or titanium stud, ring or barbell',
    {
      materials: [
        m('Implant-grade steel or titanium', 'stainless', 0.95, 'Metal'),
        m('Stone or ball', 'glass', 0.05, 'Glass'),
      ],
    },
  ),
  // Gold and silver jewellery
  k(
    'wedding-ring',
    'fine-jewellery',
    ['wedding ring', 'wedding band', 'gold ring', 'gold band', 'promise ring', 'anniversary band'],
    ['alliance', 'jonc', 'bague en or', 'anneau de mariage'],
    [0.002, 0.004],
    'a 2–4 mm plain 10k gold band',
  ),
  k(
    'engagement-ring',
    'fine-jewellery',
    ['engagement ring', 'diamond ring', 'solitaire ring', 'lab grown diamond ring', 'proposal ring'],
    ['bague de fiançailles', 'bague à diamant', 'solitaire'],
    [0.0025, 0.004],
    'a 10k gold solitaire with a 0.5–1 ct lab-grown diamond',
    {
      parts: [
        p('Centre stone (lab-grown diamond, 0.5–1 ct)', 80, 400, 'Components'),
        p('Setting, casting and polishing', 4, 12, 'Various'),
      ],
    },
  ),
  k(
    'gold-necklace',
    'fine-jewellery',
    ['gold necklace', 'gold chain', 'gold pendant', 'cuban link chain', 'rope chain', 'gold cross necklace'],
    ['chaîne en or', 'collier en or', 'pendentif en or'],
    [0.002, 0.008],
    'a 45–50 cm 10k gold chain, 1–2 mm wide',
  ),
  k(
    'gold-earrings',
    'fine-jewellery',
    ['gold earrings', 'gold hoops', 'gold studs', 'gold hoop earrings', 'gold stud earrings'],
    ["boucles d'oreilles en or", 'anneaux en or', 'clous en or'],
    [0.0008, 0.002],
    'a pair of 10k gold studs or small hoops',
    { parts: [p('Backs, casting and polishing', 1, 4, 'Various')] },
  ),
  k(
    'sterling-silver-jewellery',
    'fine-jewellery',
    [
      'sterling silver jewellery',
      'sterling silver jewelry',
      'sterling silver ring',
      'sterling silver necklace',
      'sterling silver earrings',
      'sterling silver bracelet',
      'silver ring',
      'silver necklace',
      'silver chain',
      'silver earrings',
      'silver bracelet',
    ],
    ['bijoux en argent sterling', 'bague en argent', 'collier en argent', 'chaîne en argent', 'bracelet en argent'],
    [0.003, 0.015],
    'a sterling silver (92.5 %) ring, chain, pair of earrings or bracelet',
    {
      materials: [
        m('Fine silver (sterling is 92.5 %)', 'silver', 0.925, 'Metal'),
        m('Copper in the alloy', 'copper', 0.075, 'Metal'),
      ],
      parts: [p('Rhodium plating and polishing', 0.3, 2, 'Various')],
      packagingCad: [0.3, 1.5],
    },
  ),
  // Sunglasses, glasses and watches
  k(
    'watch',
    'eyewear-watches',
    [
      'watch',
      'wristwatch',
      'wrist watch',
      'analog watch',
      'quartz watch',
      'digital watch',
      'automatic watch',
      'pocket watch',
    ],
    ['montre', 'montre-bracelet', 'montre analogique'],
    [0.04, 0.12],
    'a quartz watch with a stainless case and a leather or steel strap',
    {
      materials: [
        m('Stainless case, buckle or bracelet', 'stainless', 0.55, 'Metal'),
        m('Leather strap', 'leather', 0.25, 'Leather'),
        m('Dial and hands', 'brass', 0.1, 'Metal'),
        m('Mineral glass crystal', 'glass', 0.1, 'Glass'),
      ],
      parts: [
        p('Quartz movement and battery', 2, 12, 'Components'),
        p('Dial printing, hands and crystal', 0.5, 4, 'Components'),
      ],
      packagingCad: [1, 5],
      brands: ['timex', 'casio', 'fossil', 'seiko', 'citizen', 'swatch', 'tissot', 'rolex'],
    },
  ),
  k(
    'watch-band',
    'eyewear-watches',
    ['watch band', 'watch strap', 'watch bracelet', 'smartwatch band'],
    ['bracelet de montre', 'bracelet'],
    [0.015, 0.06],
    'a silicone, leather or steel-mesh strap with spring bars',
    {
      materials: [
        m('Silicone or fluoroelastomer', 'silicone', 0.5, 'Rubber'),
        m('Leather', 'leather', 0.3, 'Leather'),
        m('Buckle and spring bars', 'stainless', 0.2, 'Metal'),
      ],
      parts: [p('Spring bars and buckle', 0.1, 0.6, 'Components')],
      cues: ['montre', 'watch', 'smartwatch', 'apple'],
      packagingCad: [0.1, 0.5],
    },
  ),
  k(
    'sunglasses',
    'eyewear-watches',
    ['sunglasses', 'sun glasses', 'shades', 'polarized sunglasses', 'aviators', 'sport sunglasses'],
    ['lunettes de soleil', 'verres fumés'],
    [0.02, 0.04],
    'a pair of moulded or acetate sunglasses with UV400 lenses',
    { brands: ['ray-ban', 'oakley', 'maui jim', 'costa'] },
  ),
  k(
    'eyeglasses',
    'eyewear-watches',
    [
      'eyeglasses',
      'glasses',
      'eyeglass frames',
      'glasses frames',
      'spectacles',
      'blue light glasses',
      'optical frames',
    ],
    ['lunettes', 'monture de lunettes', 'lunettes de vue'],
    [0.015, 0.03],
    'a frame with demonstration lenses (prescription lenses are not included)',
    {
      parts: [
        p('Demo lenses, nose pads and hinges', 0.3, 2, 'Components'),
        p('Case and cleaning cloth', 0.3, 2, 'Various'),
      ],
      cues: ['eye', 'prescription', 'frame', 'frames', 'optical', 'reading', 'blue', 'vue'],
    },
  ),
  k(
    'reading-glasses',
    'eyewear-watches',
    ['reading glasses', 'readers', 'magnifying glasses', 'reading spectacles'],
    ['lunettes de lecture', 'loupes de lecture'],
    [0.015, 0.025],
    'a pair of ready-made +1.0 to +3.0 reading glasses',
    {
      parts: [p('Magnifying lenses', 0.1, 0.6, 'Components'), p('Case or pouch', 0.1, 0.6, 'Various')],
      packagingCad: [0.05, 0.3],
    },
  ),
  // Handbags and wallets
  k(
    'handbag',
    'handbags-wallets',
    ['handbag', 'purse', 'shoulder bag', 'crossbody bag', 'clutch', 'satchel', 'hobo bag', 'evening bag', 'bucket bag'],
    ['sac à main', 'sacoche', 'sac à bandoulière', 'pochette'],
    [0.5, 1],
    'a PU-leather shoulder bag to a leather tote',
    { entry: 'handbag' },
  ),
  k(
    'wallet',
    'handbags-wallets',
    ['wallet', 'billfold', 'card holder', 'coin purse', 'passport holder', 'money clip', 'change purse'],
    ['portefeuille', 'porte-cartes', 'porte-monnaie', 'porte-passeport'],
    [0.05, 0.15],
    'a leather bifold or a PU zip wallet',
    {
      materials: [
        m('Leather', 'leather', 0.6, 'Leather'),
        m('PU panels', 'synthetic-leather', 0.2, 'Leather'),
        m('Lining', 'polyester', 0.15, 'Fabric'),
        m('Snap or zip hardware', 'zinc-alloy', 0.05, 'Metal'),
      ],
      parts: [p('Zip, snap and RFID lining', 0.1, 1, 'Components')],
      packagingCad: [0.2, 1.5],
    },
  ),
  k(
    'tote-bag',
    'handbags-wallets',
    ['tote bag', 'tote', 'canvas bag', 'reusable bag', 'reusable shopping bag', 'beach bag', 'shopping tote'],
    ['sac fourre-tout', 'sac réutilisable', 'sac de plage', 'fourre-tout'],
    [0.1, 0.5],
    'a cotton canvas tote, plain or printed',
    {
      materials: [
        m('Cotton canvas', 'cotton', 0.9, 'Fabric'),
        m('Polyester handles or lining', 'polyester', 0.1, 'Fabric'),
      ],
      parts: [p('Print', 0.05, 0.8, 'Various')],
      packagingCad: [0.02, 0.2],
    },
  ),
  k(
    'cosmetic-bag',
    'handbags-wallets',
    ['cosmetic bag', 'makeup bag', 'toiletry bag', 'dopp kit', 'wash bag'],
    ['trousse de maquillage', 'trousse de toilette'],
    [0.05, 0.2],
    'a zip pouch in PU or nylon with a wipe-clean lining',
    {
      materials: [
        m('Nylon or PU outer', 'polyester', 0.6, 'Fabric'),
        m('Wipe-clean lining', 'vinyl', 0.3, 'Plastic'),
        m('Zip pull', 'zinc-alloy', 0.1, 'Metal'),
      ],
      parts: [p('Zip', 0.1, 0.6, 'Components')],
      packagingCad: [0.05, 0.4],
    },
  ),
  k(
    'belt-bag',
    'handbags-wallets',
    ['belt bag', 'fanny pack', 'bum bag', 'waist pack', 'sling bag', 'hip pack'],
    ['sac banane', 'sac de taille', 'sac à bandoulière sport'],
    [0.1, 0.3],
    'a nylon belt bag with a zip and an adjustable strap',
    {
      materials: [
        m('Nylon shell', 'polyester', 0.7, 'Fabric'),
        m('Buckle', 'plastic', 0.15, 'Plastic'),
        m('Webbing strap', 'textile', 0.15, 'Fabric'),
      ],
      parts: [p('Zips and buckle', 0.3, 1.2, 'Components')],
      packagingCad: [0.1, 0.5],
      brands: ['lululemon'],
    },
  ),
  // Luggage and travel bags
  k(
    'suitcase',
    'luggage',
    [
      'suitcase',
      'luggage',
      'carry-on',
      'carry on luggage',
      'rolling luggage',
      'spinner suitcase',
      'hard shell suitcase',
      'checked bag',
      'trolley bag',
    ],
    ['valise', 'bagage', 'bagage à main', 'valise à roulettes'],
    [3.4, 5.5],
    'a carry-on hard case to a large spinner',
    { entry: 'suitcase' },
  ),
  k(
    'backpack',
    'luggage',
    [
      'backpack',
      'school bag',
      'bookbag',
      'book bag',
      'daypack',
      'laptop backpack',
      'school backpack',
      'rucksack',
      'knapsack',
    ],
    ['sac à dos', "sac d'école", 'sac à dos scolaire'],
    [0.5, 1],
    'a school backpack to a padded laptop or hiking pack',
    { entry: 'backpack' },
  ),
  k(
    'duffel-bag',
    'luggage',
    [
      'duffel bag',
      'duffle bag',
      'gym bag',
      'weekender bag',
      'sports bag',
      'overnight bag',
      'hockey bag',
      'travel duffel',
    ],
    ['sac de sport', 'sac polochon', 'sac de voyage', 'sac de hockey', 'sac fourre-tout de voyage'],
    [0.6, 1.5],
    'a 40–60 L nylon or polyester duffel',
  ),
  k(
    'laptop-bag',
    'luggage',
    ['laptop bag', 'messenger bag', 'briefcase', 'computer bag', 'laptop case', 'work bag', 'attache case'],
    ['sac pour ordinateur', 'sac à ordinateur', 'porte-documents', 'mallette', 'sac messager'],
    [0.6, 1.2],
    'a padded 15–16 inch laptop bag or briefcase',
  ),
  k(
    'luggage-set',
    'luggage',
    ['luggage set', 'suitcase set', 'set of suitcases', 'hard shell luggage set', 'nested luggage set'],
    ['ensemble de valises', 'ensemble de bagages'],
    [9, 14],
    'a nested three-piece hard-shell spinner set',
    {
      materials: [
        m('ABS or polycarbonate shells', 'plastic', 0.55, 'Plastic'),
        m('Aluminium trolleys', 'aluminium', 0.15, 'Metal'),
        m('Spinner wheels', 'rubber', 0.1, 'Rubber'),
        m('Lining and straps', 'textile', 0.2, 'Fabric'),
      ],
      parts: [p('Zips, TSA locks and spinner bearings', 8, 24, 'Components')],
      packagingCad: [3, 8],
      brands: ['american tourister', 'samsonite', 'heys', 'delsey'],
    },
  ),
  // Umbrellas, hair accessories and keychains
  k(
    'umbrella',
    'small-accessories',
    ['umbrella', 'compact umbrella', 'golf umbrella', 'rain umbrella', 'travel umbrella', 'folding umbrella'],
    ['parapluie', 'parapluie pliant', 'parapluie de golf'],
    [0.3, 0.6],
    'a folding umbrella to an automatic golf-size one',
    { entry: 'umbrella' },
  ),
  k(
    'hair-clip',
    'small-accessories',
    ['hair clip', 'claw clip', 'barrette', 'bobby pin', 'hair pin', 'hair accessory', 'hair slide'],
    ['pince à cheveux', 'barrette', 'épingle à cheveux', 'accessoire à cheveux'],
    [0.01, 0.05],
    'a claw clip or a card of barrettes and bobby pins',
  ),
  k(
    'scrunchie',
    'small-accessories',
    ['scrunchie', 'hair tie', 'ponytail holder', 'hair elastic'],
    ['chouchou', 'élastique à cheveux', 'attache-cheveux'],
    [0.01, 0.06],
    'a pack of fabric scrunchies or elastics',
    {
      materials: [
        m('Satin, velvet or knit fabric', 'polyester', 0.7, 'Fabric'),
        m('Elastic core', 'rubber', 0.3, 'Rubber'),
      ],
      parts: [],
    },
  ),
  k(
    'headband',
    'small-accessories',
    ['headband', 'hair band', 'head wrap', 'sweatband', 'alice band'],
    ['bandeau', 'serre-tête', 'bandeau pour cheveux'],
    [0.01, 0.04],
    'a padded, knotted or plastic headband',
  ),
  k(
    'keychain',
    'small-accessories',
    ['keychain', 'key chain', 'key ring', 'keyring', 'key fob', 'lanyard'],
    ['porte-clés', 'porte-clefs', 'cordon porte-clés'],
    [0.01, 0.05],
    'a die-cast charm on a split ring, or a printed lanyard',
    {
      materials: [m('Zinc-alloy charm', 'zinc-alloy', 0.7, 'Metal'), m('Steel split ring', 'steel', 0.3, 'Metal')],
      parts: [p('Enamel, print or engraving', 0.05, 0.5, 'Various')],
    },
  ),
];

export const jewelleryAccessories: DepartmentTable = {
  department: 'jewellery-accessories',
  families,
  kinds,
  sources,
  scheduleRows: {},
};
