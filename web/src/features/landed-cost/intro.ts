/** The calculator's heading and lead for each asker. The page's heading and a shopper's lead are its
 *  route's first view (app/first-views.ts), shown before the calculator has loaded. */
import { FIRST_VIEWS } from '../../app/first-views.ts';
import type { Asker } from './asker.ts';

const PAGE_TITLE = FIRST_VIEWS.landedCost.title;

export const LEADS: Record<Asker, string> = {
  shopper: FIRST_VIEWS.landedCost.lead,
  importer: 'What an order costs delivered to you in Canada, with duty, taxes and freight, and what selling it leaves.',
};

const CARD_TITLES: Record<Asker, string> = { shopper: 'What one costs delivered', importer: 'Landed Cost and Margins' };

/** The heading: the page names the goods when it was opened for them; a card on another page names the
 *  question the asker has. */
export function calculatorTitle(page: boolean, asker: Asker, name: string | undefined): string {
  if (!page) return CARD_TITLES[asker];
  return name ? `${PAGE_TITLE}: ${name}` : PAGE_TITLE;
}
