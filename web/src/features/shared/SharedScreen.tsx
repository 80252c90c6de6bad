export default function SharedScreen({ shareToken }: { shareToken: string }) {
  return (
    <main className="page" data-share-token={shareToken}>
      <h1>Shared Analysis</h1>
    </main>
  );
}
