import type { CompareRequest } from './index.ts';

/** The text a product is searched by: brand and name (brand only when the name lacks it), else the UPC or the query. */
export function productSearchText(product: CompareRequest['product'], query?: string): string {
  const name = product.name?.trim();
  const brand = product.brand?.trim();
  if (name) return brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${brand} ${name}` : name;
  return query?.trim() || product.upc || '';
}
