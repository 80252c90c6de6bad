// Books and media: printed books of every kind. Video games, DVDs and Blu-ray discs, vinyl records, magazines,
// calendars and gift cards are left out: their price is the content or the licence, not what they are made of,
// so no should-cost model estimates them. The detailed book entry's research covers trade books and children's
// books; textbooks, colouring, comic and activity books are priced by the family's paper-and-board model.
import { EST, ETSY_RULES, FEES, KEYSTONE, SEASONS, platforms } from '../../data/build.ts';
import type { Family } from '../types.ts';
import { k, m, p } from './rows.ts';
import type { DepartmentTable } from './table.ts';

const PLATFORM_SOURCES = [...FEES, ETSY_RULES, EST];

const families: Family[] = [
  {
    id: 'books',
    department: 'books-media',
    names: { en: ['books'], fr: ['livres'] },
    model: {
      materials: [
        m('Text paper', 'paper', 0.82, 'Paper'),
        m('Cover board', 'paperboard', 0.15, 'Paper'),
        m('Binding glue', 'chemical', 0.03, 'Various'),
      ],
      parts: [p('Printing and binding', 0.3, 1.5, 'Various')],
      packagingCad: [0.05, 0.2],
      splitSourceIds: [],
      splitJudgement:
        'Offset-printed text paper bound in a board or card cover with hot-melt glue: the make-up of trade, children’s and school books alike.',
    },
    complexity: 'Low',
    sizeScaled: false,
    factors: { labour: 0.15, overhead: 0.2, toolingPerUnit: 0.1, sourceIds: [EST] },
    wholesale: { moq: 500, leadTimeDays: [14, 45], unitPriceOverBom: 1.6, sourceIds: [EST] },
    retail: { wholesaleOverManufacturing: 2.5, retailOverWholesale: 2.0, sourceIds: [KEYSTONE, EST] },
    market: {
      competitorCount: 10000,
      saturation: 'High',
      growthPct: 2.4,
      trend: 'Stable',
      seasonalPeakMonths: ['Aug', 'Sep', 'Nov', 'Dec'],
      entryBarriers:
        'Printing is cheap; rights, distribution to bookstores and discoverability decide what sells, and used copies compete online.',
      sourceIds: ['gia-books-2024', SEASONS, EST],
    },
    platforms: platforms(['Excellent', 'Fair', 'Good', 'Excellent', 'Good'], PLATFORM_SOURCES),
    notes: ["Canada's books market is forecast to grow at 2.4 % a year from 2024 to 2030 [gia-books-2024]"],
    tariff: {
      hs6: '4901.99',
      description: 'Printed books, brochures, leaflets and similar printed matter: other',
      items: ['4901.99.00'],
    },
    amazonCategory: 'books',
    packedKgPerM3: 450,
  },
];

const kinds = [
  k(
    'book',
    'books',
    [
      'book',
      'paperback',
      'hardcover',
      'novel',
      'cookbook',
      'hardcover book',
      'paperback book',
      'biography',
      'bible',
      'dictionary',
    ],
    ['livre', 'roman', 'livre de poche', 'livre de recettes', 'dictionnaire', 'bible'],
    [0.25, 0.8],
    'a 250–400 page paperback to a hardcover',
    { entry: 'book', brands: ['penguin random house', 'harpercollins', 'simon & schuster', 'hachette'] },
  ),
  k(
    'childrens-book',
    'books',
    [
      "children's book",
      'childrens book',
      'kids book',
      'picture book',
      'board book',
      'baby book',
      'bedtime story book',
      'early reader',
    ],
    ['livre pour enfants', 'livre jeunesse', 'album jeunesse', 'livre cartonné', 'livre pour bébé'],
    [0.2, 0.6],
    'a 32-page hardcover picture book or a board book',
    { entry: 'book', brands: ['scholastic', 'usborne'] },
  ),
  k(
    'textbook',
    'books',
    ['textbook', 'text book', 'school textbook', 'workbook', 'study guide', 'course book', 'exercise workbook'],
    ['manuel scolaire', 'manuel', 'cahier d’activités scolaires', 'guide d’étude'],
    [0.8, 2.2],
    'a 500–1,000 page hardcover textbook or a school workbook',
    { parts: [p('Four-colour printing and sewn binding', 1.5, 5, 'Various')] },
  ),
  k(
    'colouring-book',
    'books',
    [
      'colouring book',
      'coloring book',
      'adult colouring book',
      'adult coloring book',
      'sticker book',
      'activity book',
      'puzzle book',
      'crossword book',
    ],
    ['livre à colorier', 'cahier à colorier', 'livre d’autocollants', "cahier d'activités", 'livre de mots croisés'],
    [0.15, 0.45],
    'a 64–128 page softcover colouring or activity book',
  ),
  k(
    'comic-book',
    'books',
    ['comic book', 'comic', 'graphic novel', 'manga', 'comics'],
    ['bande dessinée', 'bd', 'roman graphique', 'manga'],
    [0.1, 0.9],
    'a 32-page comic to a 200-page graphic novel or manga volume',
    { parts: [p('Colour printing and binding', 0.4, 2, 'Various')] },
  ),
];

export const booksMedia: DepartmentTable = {
  department: 'books-media',
  families,
  kinds,
  sources: [],
  scheduleRows: {},
};
