export default function FlightsScreen() {
  return (
    <main className="page">
      <h1>Find Cheaper Flights</h1>
      <p className="muted">Search flights in CAD or USD.</p>
    </main>
  );
}
