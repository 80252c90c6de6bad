export default function HistoryScreen() {
  return (
    <main className="page">
      <h1>Analysis History</h1>
    </main>
  );
}
