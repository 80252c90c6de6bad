export default function PublicScreen() {
  return (
    <main className="page">
      <h1>Community Analyses</h1>
    </main>
  );
}
