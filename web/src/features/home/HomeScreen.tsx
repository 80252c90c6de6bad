export type HomeStart = 'capture' | 'url-search';

export default function HomeScreen({ startAt = 'capture' }: { startAt?: HomeStart }) {
  return (
    <main className="page">
      <h1>{startAt === 'url-search' ? 'Find Similar Products' : 'Product Cost Analysis'}</h1>
      <p className="muted">Photograph a product to see what it really costs, where to buy it cheaper, and who makes it.</p>
    </main>
  );
}
