import type { SyntheticEvent } from 'react';
import type { RealProduct } from '@costlens/contracts';

/** Shown when a product image fails to load; inline, so it works offline. */
export const PRODUCT_PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f3f4f6"/><path d="M56 78l16-20 12 14 8-9 16 15z" fill="#9ca3af"/><circle cx="96" cy="46" r="7" fill="#9ca3af"/></svg>',
)}`;

function showPlaceholder(e: SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  // Once: the placeholder itself never fails, and a loop of error events must not start.
  if (img.dataset.fallback !== '1') {
    img.dataset.fallback = '1';
    img.src = PRODUCT_PLACEHOLDER_IMAGE;
  }
}

/** The 'Real Products Found' card: real supplier listings, each opening its page in a new tab. */
export function ProductsTab({ products }: { products: readonly RealProduct[] }) {
  if (products.length === 0) {
    return (
      <div className="empty-tab">
        <p>No real products found for this analysis.</p>
        <p className="muted small">
          Listings of real products appear here when a product search is available. Try Find Suppliers from the home
          screen for store and marketplace links.
        </p>
      </div>
    );
  }
  const platforms = [...new Set(products.map((p) => p.platform).filter(Boolean))];
  return (
    <section aria-labelledby="real-products-title">
      <h2 id="real-products-title">Real Products Found</h2>
      <ul className="product-grid">
        {products.map((p) => (
          <li key={p.productId} className="product-card">
            <div className="product-image">
              <img
                src={p.productImage || PRODUCT_PLACEHOLDER_IMAGE}
                alt={p.productName}
                loading="lazy"
                onError={showPlaceholder}
              />
              {!p.inStock && <span className="badge tone-red product-stock">Out of Stock</span>}
            </div>
            <div className="product-body">
              <div className="row">
                {p.platform && <span className="badge tone-blue">{p.platform}</span>}
                {p.verified && <span className="badge tone-green">Verified</span>}
              </div>
              <h3 className="product-name">{p.productName}</h3>
              <p className="product-price">{p.price}</p>
              {p.rating !== null && (
                <p className="small">
                  <span aria-hidden="true" className="star">
                    ★
                  </span>{' '}
                  {p.rating.toFixed(1)}
                  <span className="visually-hidden"> out of 5</span>
                </p>
              )}
              <p className="muted small">
                {p.supplierName} · {p.supplierLocation}
              </p>
              <p className="small">MOQ: {p.minOrderQuantity}</p>
              {p.description && <p className="muted small product-description">{p.description}</p>}
              <a className="btn btn-primary btn-block" href={p.productUrl} target="_blank" rel="noopener noreferrer">
                {'View & Contact'}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p className="muted small">
        These are real products from verified suppliers on {platforms.join(', ') || 'the platform'}.
      </p>
    </section>
  );
}
