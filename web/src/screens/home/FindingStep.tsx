/** The price-comparing and supplier-finding steps: a loading view with the photo while it is identified. */
export default function FindingStep({ kind, image }: { kind: 'price' | 'suppliers'; image: string | null }) {
  const title = kind === 'price' ? 'Comparing Prices' : 'Finding Suppliers';
  return (
    <section className="card center" aria-labelledby="finding-title" aria-busy="true">
      <h2 id="finding-title">{title}</h2>
      {image && (
        <figure className="flow-image">
          <img src={image} alt="The captured product" />
        </figure>
      )}
      <div className="spinner" aria-hidden="true" />
      <p className="muted" role="status">
        Identifying the product in your photo...
      </p>
    </section>
  );
}
