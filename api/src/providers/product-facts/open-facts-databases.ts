// The Open Food Facts family: one server software, four databases told apart by the product's type.
import type { ProductFactsDatabase, ProductFactsSource } from '@costlens/contracts';

export type OpenFactsType = 'food' | 'beauty' | 'petfood' | 'product';

interface OpenFactsDatabase {
  name: ProductFactsDatabase;
  /** The public site: the product's page shown to people, whatever base URL the API calls use. */
  site: string;
  /** The word in the database's host names (world.openbeautyfacts.org, fr.openbeautyfacts.org). */
  hostWord: string;
}

export const OPEN_FACTS: Record<OpenFactsType, OpenFactsDatabase> = {
  food: { name: 'Open Food Facts', site: 'https://world.openfoodfacts.org', hostWord: 'openfoodfacts' },
  beauty: { name: 'Open Beauty Facts', site: 'https://world.openbeautyfacts.org', hostWord: 'openbeautyfacts' },
  petfood: { name: 'Open Pet Food Facts', site: 'https://world.openpetfoodfacts.org', hostWord: 'openpetfoodfacts' },
  product: { name: 'Open Products Facts', site: 'https://world.openproductsfacts.org', hostWord: 'openproductsfacts' },
};

const ODBL_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';

export function isOpenFactsType(value: unknown): value is OpenFactsType {
  return typeof value === 'string' && value in OPEN_FACTS;
}

/**
 * The database a redirect points at, by the word in its host name; null for any other host. The host
 * is matched loosely on purpose: the servers have answered with a Location missing the slash after the
 * host ("//world.openbeautyfacts.orgapi/v3/…"), which still names the database.
 */
export function openFactsTypeOfLocation(location: string): OpenFactsType | null {
  const host = /^(?:https?:)?\/\/([^/?#]+)/i.exec(location.trim())?.[1]?.toLowerCase() ?? '';
  const words = host.split('.');
  for (const [type, db] of Object.entries(OPEN_FACTS) as [OpenFactsType, OpenFactsDatabase][]) {
    if (words.includes(db.hostWord)) return type;
  }
  return null;
}

/** The ODbL asks for attribution wherever the data is shown; this is the line and its links. */
export function openFactsSource(type: OpenFactsType, code: string): ProductFactsSource {
  const db = OPEN_FACTS[type];
  const domain = new URL(db.site).hostname.replace(/^world\./, '');
  return {
    database: db.name,
    url: `${db.site}/product/${code}`,
    licence: 'ODbL',
    licenceUrl: ODBL_URL,
    attribution: `Product facts from ${db.name} (${domain}), available under the Open Database License.`,
  };
}
