export default function AnalysisDetailScreen({ id }: { id: string }) {
  return (
    <main className="page" data-analysis-id={id}>
      <h1>Analysis Details</h1>
    </main>
  );
}
