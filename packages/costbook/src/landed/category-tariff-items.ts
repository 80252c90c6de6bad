// Which tariff items of the Customs Tariff a typical item of each category can fall in: CostLens judgement
// (a customs broker or a CBSA advance ruling decides the real one). Where the items differ in rate, `why`
// says what tells them apart, so a shopper can see which end of the range is theirs; `leftOut` names the
// items of the same subheading that were not counted because a typical item is not one of them.

export interface CategoryItems {
  items: string[];
  why?: string;
  leftOut?: string;
}

export const CATEGORY_TARIFF_ITEMS: Readonly<Record<string, CategoryItems>> = {
  smartphone: { items: ['8517.13.00'] },
  laptop: { items: ['8471.30.00'] },
  'computer-monitor': { items: ['8528.52.00'] },
  television: {
    items: ['8528.72.33', '8528.72.96'],
    why: 'A flat-panel television falls under 8528.72.33 when high definition and 8528.72.96 otherwise; both are 5 %.',
  },
  'computer-mouse': { items: ['8471.60.00'] },
  keyboard: { items: ['8471.60.00'] },
  'remote-control': { items: ['8543.70.00'] },
  headphones: { items: ['8518.30.90'], leftOut: 'Telephone handsets (8518.30.10) are a separate item, also free.' },
  smartwatch: { items: ['8517.62.00'] },
  'microwave-oven': { items: ['8516.50.00'] },
  'oven-range': {
    items: ['8516.60.20'],
    leftOut:
      'Bread makers, indoor smokeless barbecues and rice cookers (8516.60.10) are free; other cooking appliances such as counter-top ones (8516.60.90) pay 8 %.',
  },
  toaster: {
    items: ['8516.72.10', '8516.72.90'],
    why: 'Automatic toasters (8516.72.10) are free of duty; other toasters (8516.72.90) pay 6 %. Which one yours is decides the rate.',
  },
  refrigerator: {
    items: ['8418.10.20', '8418.10.90'],
    why: 'Combined refrigerator-freezers of the refrigerating-freezing type (8418.10.20) pay 7 %; other ones (8418.10.90, such as compression-type models) pay 8 %.',
    leftOut: 'Absorption-type units for recreational vehicles (8418.10.10) are free.',
  },
  kettle: { items: ['8516.79.90'], leftOut: 'Fabric steamers (8516.79.10) are a separate, free item.' },
  mug: {
    items: ['6912.00.90'],
    leftOut: 'Undecorated ware for making decorated ware (6912.00.10 and .20) is free.',
  },
  'drinking-glass': { items: ['7013.37.00'] },
  cutlery: {
    items: ['8215.99.10', '8215.99.90'],
    why: 'Spoons and forks of a kind used at the table (8215.99.10) pay 11 %; ladles, skimmers, cake-servers and other kitchen or serving utensils (8215.99.90) pay 6.5 %.',
    leftOut: 'Table knives are not in this subheading (they are under heading 82.11, not read here).',
  },
  bowl: {
    items: ['6912.00.90'],
    leftOut: 'Undecorated ware for making decorated ware (6912.00.10 and .20) is free.',
  },
  'water-bottle': {
    items: ['9617.00.00'],
    leftOut:
      'This is the item for insulated (vacuum) bottles; a plain plastic or metal bottle is classified elsewhere.',
  },
  'kitchen-sink': { items: ['7324.10.00'] },
  scissors: { items: ['8213.00.10'] },
  chair: {
    items: ['9401.61.10'],
    leftOut:
      'Upholstered wooden-frame seats not for domestic purposes (9401.61.90) are free; seats with metal frames for domestic purposes (9401.71.10, 9401.79.10) pay 8 %.',
  },
  sofa: {
    items: ['9401.61.10'],
    leftOut:
      'Upholstered wooden-frame seats not for domestic purposes (9401.61.90) are free; seats with metal frames for domestic purposes (9401.71.10, 9401.79.10) pay 8 %.',
  },
  bed: { items: ['9403.50.00'] },
  'dining-table': {
    items: ['9403.60.10'],
    leftOut: 'Wooden furniture not for domestic purposes (9403.60.90) is free.',
  },
  'potted-plant': {
    items: ['0602.90.10', '0602.90.90'],
    why: 'Palms, ferns, rubber plants (ficus), cacti, trees and the other plants named in 0602.90.10 are free of duty; other live plants (0602.90.90) pay 6 %.',
  },
  vase: {
    items: ['6913.90.90'],
    leftOut: 'Ceramic articles produced in Canada more than 25 years before (6913.90.10) are free.',
  },
  'wall-clock': {
    items: ['9105.21.90'],
    leftOut:
      'Clock systems (9105.21.10) pay 6.5 %; wall clocks that are not electrically operated (9105.29.00) pay the same 14 %.',
  },
  lamp: {
    items: ['9405.21.00', '9405.29.00'],
    why: 'Lamps designed only for LED light sources (9405.21.00) and other lamps (9405.29.00) both pay 7 %.',
  },
  backpack: { items: ['4202.92.20'] },
  handbag: {
    items: ['4202.22.10', '4202.22.90'],
    why: 'Both items of the subheading pay 10.5 %. Leather handbags (4202.21) pay 10 %, not counted here.',
  },
  suitcase: { items: ['4202.12.10', '4202.12.90'], why: 'Both items of the subheading pay 11 %.' },
  umbrella: {
    items: ['6601.91.00'],
    leftOut: 'Umbrellas without a telescopic shaft are under 6601.99, not read here.',
  },
  necktie: { items: ['6215.20.00'] },
  shoes: {
    items: ['6404.11.19', '6404.11.99'],
    why: 'Uppers of canvas pay 16 % (6404.11.19); other textile uppers, such as running and training shoes, pay 18 % (6404.11.99).',
    leftOut: 'Hiking footwear has its own items at the same rates (6404.11.11 at 16 %, 6404.11.91 at 18 %).',
  },
  hat: {
    items: ['6505.00.40', '6505.00.90'],
    why: 'Hats, hoods, caps, bonnets and berets of item 6505.00.40 pay 12.5 %; other headgear of the heading (6505.00.90) pays 15.5 %.',
    leftOut: 'Hair-nets (6505.00.10) pay 15.5 %; felt hats (6505.00.39) pay 12.5 %; goods for making hats are free.',
  },
  't-shirt': { items: ['6109.10.00'] },
  toothbrush: { items: ['9603.21.00'] },
  'hair-dryer': { items: ['8516.31.00'] },
  cosmetics: {
    items: ['3304.99.90'],
    leftOut: 'Preparations for ostomy appliances and incontinence articles (3304.99.10) are free.',
  },
  supplement: {
    items: ['2106.90.99'],
    leftOut:
      'Preparations with 50 % or more dairy content, such as some protein powders, fall under 2106.90.93 (7 % within Canada’s access commitment) or 2106.90.94 (274.5 %, at least $2.88 per kg, over it): not counted here.',
  },
  'snack-bag': { items: ['2005.20.00'] },
  'boxed-food': {
    items: ['1904.10.10', '1904.10.21', '1904.10.30', '1904.10.41', '1904.10.90'],
    why: 'Cereals with 25 % or more wheat, and barley cereals, pay 4 % within Canada’s access commitment or in packages of up to 454 g (1904.10.10 to .41); other cereals such as corn flakes (1904.10.90) pay 6 %.',
    leftOut:
      'Over the access commitment, wheat cereals in packages over 454 g (1904.10.29, 11.64¢/kg plus 8.5 %) and barley cereals other than breakfast cereals in packages up to 454 g (1904.10.49, 12.6¢/kg plus 8.5 %) pay a duty by weight that this calculator does not count.',
  },
  'jar-can-food': {
    items: ['2008.11.10', '2008.11.90'],
    why: 'Peanut butter (2008.11.10) is free of duty; other prepared ground-nuts (2008.11.90) pay 6 %.',
  },
  'beverage-bottle': { items: ['2202.10.00'] },
  'beverage-carton': {
    items: ['2009.89.10', '2009.89.20'],
    why: 'Juice of a single fruit (2009.89.10) is free of duty; juice of a single vegetable (2009.89.20) pays 9.5 %.',
  },
  'shipping-box': { items: ['4819.10.00'] },
  'teddy-bear': { items: ['9503.00.90'] },
  toy: {
    items: ['9503.00.10', '9503.00.90'],
    why: 'Wheeled toys a child rides (tricycles, scooters, pedal cars) and dolls’ carriages (9503.00.10) pay 8 %; other toys (9503.00.90) are free.',
  },
  book: { items: ['4901.99.00'] },
  frisbee: { items: ['9506.99.00'] },
  skis: { items: ['9506.11.00'] },
  snowboard: { items: ['9506.19.00'] },
  'sports-ball': { items: ['9506.62.00'] },
  kite: { items: ['9503.00.90'] },
  'baseball-bat': { items: ['9506.99.00'] },
  'baseball-glove': { items: ['4203.21.00'] },
  skateboard: { items: ['9506.99.00'] },
  surfboard: { items: ['9506.29.00'] },
  'tennis-racket': { items: ['9506.51.00'] },
  bicycle: { items: ['8712.00.00'] },
};
