// PLACEHOLDER owned by the Capture to analysis work: like button, 'Add Comment' form and the comment list.
export default function CommentsPanel({ analysisId }: { analysisId: string }) {
  return <section data-analysis-id={analysisId}><h3>Comments</h3></section>;
}
