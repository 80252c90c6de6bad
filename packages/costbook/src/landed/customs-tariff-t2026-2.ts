// Rows of the Customs Tariff schedule, edition T2026-2 (chapters in force 2026-09-01): each tariff item the
// cost book's categories fall in, with its MFN rate and its preferential column exactly as the schedule
// writes them. Schedule facts only (the tariff is federal law): copied from a public copy of the CBSA
// chapter pages, whose provenance is the 'cbsa-customs-tariff-t2026-2' source. The official pages were not
// read here, so every rate is unverified. Descriptions are the schedule's words, shortened to the part
// that tells the items apart.
import type { TariffEdition } from './customs-tariff.ts';

export const T2026_2: TariffEdition = {
  id: 'T2026-2',
  inForce: '2026-09-01',
  url: 'https://www.cbsa-asfc.gc.ca/trade-commerce/tariff-tarif/2026/html/tblmod-2-eng.html',
};

/** The CBSA's page of one chapter of the 2026 schedule. */
export function chapterUrl(chapter: string): string {
  return `https://www.cbsa-asfc.gc.ca/trade-commerce/tariff-tarif/2026/html/02/ch${chapter}-eng.html`;
}

export interface ScheduleRow {
  description: string;
  /** The MFN column as written: 'Free', '6.5%', '11.64¢/kg plus 8.5%'. */
  mfn: string;
  /** The preferential column as written. */
  preferential: string;
}

// The preferential columns that recur, written once. The treatment codes are the CBSA's.
const TAIL = 'CIAT, CT, CRT, IT, NT, SLT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, CPTPT, UKT, CPUKT';
const ALL_FREE = `CCCT, LDCT, GPT, UST, MXT, ${TAIL}: Free`;
const ALL_FREE_AU_NZ = `AUT, NZT, CCCT, LDCT, GPT, UST, MXT, ${TAIL}: Free`;
const FREE_BUT_GPT = (rate: string) => `CCCT, LDCT, UST, MXT, ${TAIL}: Free GPT ${rate}`;

export const T2026_2_ROWS: Readonly<Record<string, ScheduleRow>> = {
  '0602.90.10': {
    description:
      'Other live plants: other: palms, ferns, rubber plants (ficus), lilacs, araucarias, laurels, cacti, trees and the other plants named in the item',
    mfn: 'Free',
    preferential:
      'CCCT, LDCT, GPT, UST, MXT, CIAT, CT, CRT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, CPTPT, UKT, CPUKT: Free',
  },
  '0602.90.90': {
    description: 'Other live plants: other: other',
    mfn: '6%',
    preferential:
      'CCCT, LDCT, UST, MXT, CIAT, CT, CRT, IT, NT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, CPTPT, UKT, CPUKT: Free GPT 5%',
  },
  '1904.10.10': {
    description:
      'Prepared foods of swelled or roasted cereals: containing 25 % or more by weight of wheat, within access commitment',
    mfn: '4%',
    preferential: FREE_BUT_GPT('3%'),
  },
  '1904.10.21': {
    description:
      'Prepared foods of swelled or roasted cereals: 25 % or more wheat, over access commitment, in packages of not more than 454 g each',
    mfn: '4%',
    preferential:
      'CCCT, LDCT, UST, MXT, CIAT, CT, CRT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, CPTPT, UKT, CPUKT: Free GPT 4%',
  },
  '1904.10.29': {
    description: 'Prepared foods of swelled or roasted cereals: 25 % or more wheat, over access commitment, other',
    mfn: '11.64¢/kg plus 8.5%',
    preferential:
      'LDCT, UST, MXT, CIAT, CT, CRT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, UKT: Free CPTPT 2.11¢/kg, CPUKT 2.11¢/kg',
  },
  '1904.10.30': {
    description: 'Prepared foods of swelled or roasted cereals: of barley, within access commitment',
    mfn: '4%',
    preferential: FREE_BUT_GPT('3%'),
  },
  '1904.10.41': {
    description:
      'Prepared foods of swelled or roasted cereals: of barley, over access commitment, breakfast cereals in packages of not more than 454 g each',
    mfn: '4%',
    preferential:
      'CCCT, LDCT, UST, MXT, CIAT, CT, CRT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, CPTPT, UKT, CPUKT: Free GPT 3%',
  },
  '1904.10.49': {
    description: 'Prepared foods of swelled or roasted cereals: of barley, over access commitment, other',
    mfn: '12.6¢/kg plus 8.5%',
    preferential:
      'LDCT, UST, MXT, CIAT, CT, CRT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, UKT: Free CPTPT 2.29¢/kg, CPUKT 2.29¢/kg',
  },
  '1904.10.90': {
    description: 'Prepared foods of swelled or roasted cereals (for example, corn flakes): other',
    mfn: '6%',
    preferential: FREE_BUT_GPT('3%'),
  },
  '2005.20.00': {
    description: 'Other vegetables prepared or preserved otherwise than by vinegar, not frozen: potatoes',
    mfn: '6%',
    preferential:
      'CCCT, LDCT, UST, MXT, CT, CRT, IT, NT, SLT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, CPTPT, UKT, CPUKT: Free',
  },
  '2008.11.10': {
    description: 'Ground-nuts, otherwise prepared or preserved: peanut butter',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '2008.11.90': {
    description: 'Ground-nuts, otherwise prepared or preserved: other',
    mfn: '6%',
    preferential: ALL_FREE,
  },
  '2009.89.10': {
    description: 'Juice of any other single fruit, nut or vegetable: other: of a fruit',
    mfn: 'Free',
    preferential:
      'CCCT, LDCT, GPT, UST, MXT, CIAT, CT, CRT, IT, SLT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, CPTPT, UKT, CPUKT: Free',
  },
  '2009.89.20': {
    description: 'Juice of any other single fruit, nut or vegetable: other: of a vegetable',
    mfn: '9.5%',
    preferential:
      'CCCT, LDCT, UST, MXT, CT, CRT, IT, SLT, PT, COLT, JT, PAT, HNT, KRT, CEUT, UAT, CPTPT, UKT, CPUKT: Free',
  },
  '2106.90.99': {
    description: 'Food preparations not elsewhere specified or included: other: other',
    mfn: '10.5%',
    preferential: `CCCT, LDCT, UST, MXT, ${TAIL}: Free AUT 8%, NZT 8%, GPT 5%`,
  },
  '2202.10.00': {
    description: 'Waters, including mineral and aerated waters, containing added sugar or flavoured',
    mfn: '11%',
    preferential: `CCCT, LDCT, UST, MXT, ${TAIL}: Free AUT 8.5%, NZT 8.5%, GPT 5%`,
  },
  '3304.99.90': {
    description: 'Beauty or make-up preparations and skin-care preparations: other: other',
    mfn: '6.5%',
    preferential: FREE_BUT_GPT('3%'),
  },
  '4202.12.10': {
    description:
      'Trunks, suitcases and similar containers with outer surface of plastics or of textile materials: the textile item',
    mfn: '11%',
    preferential: FREE_BUT_GPT('7%'),
  },
  '4202.12.90': {
    description:
      'Trunks, suitcases and similar containers with outer surface of plastics or of textile materials: other',
    mfn: '11%',
    preferential: FREE_BUT_GPT('7%'),
  },
  '4202.22.10': {
    description: 'Handbags with outer surface of sheeting of plastics or of textile materials: the textile item',
    mfn: '10.5%',
    preferential: FREE_BUT_GPT('7%'),
  },
  '4202.22.90': {
    description: 'Handbags with outer surface of sheeting of plastics or of textile materials: other',
    mfn: '10.5%',
    preferential: FREE_BUT_GPT('7%'),
  },
  '4202.92.20': {
    description:
      'Other containers with outer surface of sheeting of plastics or of textile materials: tool bags, haversacks, knapsacks, packsacks and rucksacks',
    mfn: '10%',
    preferential: FREE_BUT_GPT('7%'),
  },
  '4203.21.00': {
    description: 'Gloves, mittens and mitts of leather, specially designed for use in sports',
    mfn: 'Free',
    preferential: ALL_FREE_AU_NZ,
  },
  '4819.10.00': {
    description: 'Cartons, boxes and cases, of corrugated paper or paperboard',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '4901.99.00': {
    description: 'Printed books, brochures, leaflets and similar printed matter: other',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '6109.10.00': {
    description: 'T-shirts, singlets and other vests, knitted or crocheted: of cotton',
    mfn: '18%',
    preferential: `CCCT, LDCT, UST, MXT, ${TAIL}: Free AUT 11%, NZT 11%`,
  },
  '6215.20.00': {
    description: 'Ties, bow ties and cravats: of man-made fibres',
    mfn: '18%',
    preferential: `CCCT, LDCT, UST, MXT, ${TAIL}: Free`,
  },
  '6404.11.19': {
    description: 'Sports footwear with rubber or plastic soles and textile uppers: uppers of canvas: other than hiking',
    mfn: '16%',
    preferential: `LDCT, UST, MXT, ${TAIL}: Free GPT 13%`,
  },
  '6404.11.99': {
    description: 'Sports footwear with rubber or plastic soles and textile uppers: other: other than hiking',
    mfn: '18%',
    preferential: `LDCT, UST, MXT, ${TAIL}: Free AUT 13.5%, NZT 13.5%`,
  },
  '6505.00.40': {
    description: 'Hats and other headgear, knitted or made up from textile: other hats, hoods, caps, bonnets or berets',
    mfn: '12.5%',
    preferential: `LDCT, UST, MXT, ${TAIL}: Free AUT 10.5%, NZT 10.5%, GPT 10%`,
  },
  '6505.00.90': {
    description: 'Hats and other headgear, knitted or made up from textile: other',
    mfn: '15.5%',
    preferential: `LDCT, UST, MXT, ${TAIL}: Free AUT 8.5%, NZT 8.5%`,
  },
  '6601.91.00': {
    description: 'Umbrellas and sun umbrellas: other: having a telescopic shaft',
    mfn: '7.5%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '6912.00.90': {
    description: 'Ceramic tableware, kitchenware and other household articles, other than of porcelain or china: other',
    mfn: '7%',
    preferential: `CCCT, LDCT, UST, MXT, ${TAIL}: Free AUT 1.5%, NZT 1.5%, GPT 3%`,
  },
  '6913.90.90': {
    description: 'Statuettes and other ornamental ceramic articles: other: other',
    mfn: '6.5%',
    preferential: ALL_FREE,
  },
  '7013.37.00': {
    description: 'Other drinking glasses, other than of glass-ceramics: other',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '7324.10.00': {
    description: 'Sanitary ware of iron or steel: sinks and wash basins, of stainless steel',
    mfn: '7%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '8213.00.10': {
    description: "Scissors, tailors' shears and similar shears: scissors and shears",
    mfn: '11%',
    preferential: ALL_FREE_AU_NZ,
  },
  '8215.99.10': {
    description:
      'Spoons, forks, ladles and similar kitchen or tableware: other: spoons or forks, of a kind used at the table',
    mfn: '11%',
    preferential: FREE_BUT_GPT('8%'),
  },
  '8215.99.90': {
    description: 'Spoons, forks, ladles, skimmers, cake-servers and similar kitchen or tableware: other: other',
    mfn: '6.5%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '8418.10.20': {
    description:
      'Combined refrigerator-freezers, fitted with separate external doors or drawers: refrigerating-freezing type',
    mfn: '7%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '8418.10.90': {
    description: 'Combined refrigerator-freezers, fitted with separate external doors or drawers: other',
    mfn: '8%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '8471.30.00': {
    description:
      'Portable automatic data processing machines, weighing not more than 10 kg, with at least a central processing unit, a keyboard and a display',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8471.60.00': {
    description: 'Input or output units, whether or not containing storage units in the same housing',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8516.31.00': {
    description: 'Electro-thermic hair-dressing or hand-drying apparatus: hair dryers',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8516.50.00': {
    description: 'Microwave ovens',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8516.60.20': {
    description:
      'Other ovens; cookers, cooking plates, boiling rings, grillers and roasters: ovens, cooking stoves and ranges',
    mfn: '8%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '8516.72.10': {
    description: 'Toasters: automatic',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8516.72.90': {
    description: 'Toasters: other',
    mfn: '6%',
    preferential: ALL_FREE,
  },
  '8516.79.90': {
    description: 'Other electro-thermic appliances: other: other',
    mfn: '6.5%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '8517.13.00': {
    description: 'Telephone sets: smartphones',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8517.62.00': {
    description:
      'Machines for the reception, conversion and transmission or regeneration of voice, images or other data, including switching and routing apparatus',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8518.30.90': {
    description: 'Headphones and earphones, whether or not combined with a microphone: other (not telephone handsets)',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8528.52.00': {
    description:
      'Other monitors, capable of directly connecting to and designed for use with an automatic data processing machine of heading 84.71',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8528.72.33': {
    description: 'Reception apparatus for television, other, colour: high definition: other, with flat panel screen',
    mfn: '5%',
    preferential: `AUT, NZT, CCCT, LDCT, UST, MXT, ${TAIL}: Free GPT 3%`,
  },
  '8528.72.96': {
    description: 'Reception apparatus for television, other, colour: other: other, with flat panel screen',
    mfn: '5%',
    preferential: `AUT, NZT, CCCT, LDCT, UST, MXT, ${TAIL}: Free GPT 3%`,
  },
  '8543.70.00': {
    description:
      'Electrical machines and apparatus having individual functions, not elsewhere specified: other machines and apparatus',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '8712.00.00': {
    description: 'Bicycles and other cycles (including delivery tricycles), not motorized',
    mfn: '13%',
    preferential: FREE_BUT_GPT('8.5%'),
  },
  '9105.21.90': {
    description: 'Other clocks: wall clocks, electrically operated: other',
    mfn: '14%',
    preferential: FREE_BUT_GPT('8%'),
  },
  '9401.61.10': {
    description: 'Other seats, with wooden frames: upholstered: for domestic purposes',
    mfn: '9.5%',
    preferential: FREE_BUT_GPT('6%'),
  },
  '9403.50.00': {
    description: 'Wooden furniture of a kind used in the bedroom',
    mfn: '9.5%',
    preferential: FREE_BUT_GPT('6%'),
  },
  '9403.60.10': {
    description: 'Other wooden furniture: for domestic purposes',
    mfn: '9.5%',
    preferential: FREE_BUT_GPT('6%'),
  },
  '9405.21.00': {
    description:
      'Electric table, desk, bedside or floor-standing luminaires: designed for use solely with light-emitting diode (LED) light sources',
    mfn: '7%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '9405.29.00': {
    description: 'Electric table, desk, bedside or floor-standing luminaires: other',
    mfn: '7%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '9503.00.10': {
    description:
      'Wheeled toys designed to be ridden by children (for example, tricycles, scooters, pedal cars); dolls’ carriages',
    mfn: '8%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '9503.00.90': {
    description: 'Dolls, other toys, scale models and puzzles: other (including toys representing animals)',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '9506.11.00': {
    description: 'Snow-skis',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '9506.19.00': {
    description: 'Other snow-ski equipment',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '9506.29.00': {
    description: 'Water-skis, surf-boards, sailboards and other water-sport equipment: other',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '9506.51.00': {
    description: 'Lawn-tennis rackets, whether or not strung',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '9506.62.00': {
    description: 'Balls, other than golf balls and table-tennis balls: inflatable',
    mfn: 'Free',
    preferential: ALL_FREE,
  },
  '9506.99.00': {
    description: 'Articles and equipment for sports or outdoor games not elsewhere specified: other: other',
    mfn: 'Free',
    preferential: ALL_FREE_AU_NZ,
  },
  '9603.21.00': {
    description: 'Tooth brushes, including dental-plate brushes',
    mfn: '7%',
    preferential: FREE_BUT_GPT('5%'),
  },
  '9617.00.00': {
    description: 'Vacuum flasks and other vacuum vessels, complete; parts thereof other than glass inners',
    mfn: '7.5%',
    preferential: FREE_BUT_GPT('3%'),
  },
};
