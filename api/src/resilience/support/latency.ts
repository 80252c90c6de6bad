/** How long other clients wait while the server is under attack: probes sent again and again. */

export interface ProbeReport {
  /** The slowest answer of each probe, in ms. */
  worstMs: Record<string, number>;
  /** How many answers each probe got, and every status seen. */
  answers: Record<string, number>;
  statuses: Record<string, number[]>;
}

/**
 * Sends each probe again as soon as it is answered (after `pauseMs`), until `during` settles and at
 * least `minAnswers` answers of each probe came back; each answer is timed from the request to the
 * end of its body.
 */
export async function probeWhile(
  during: Promise<unknown>,
  probes: Record<string, () => Promise<Response>>,
  { pauseMs = 100, minAnswers = 3 }: { pauseMs?: number; minAnswers?: number } = {},
): Promise<ProbeReport> {
  let done = false;
  void during.finally(() => (done = true)).catch(() => {});
  const report: ProbeReport = { worstMs: {}, answers: {}, statuses: {} };
  await Promise.all(
    Object.entries(probes).map(async ([name, send]) => {
      report.worstMs[name] = 0;
      report.answers[name] = 0;
      report.statuses[name] = [];
      while (!done || report.answers[name]! < minAnswers) {
        const started = performance.now();
        const res = await send();
        await res.arrayBuffer();
        report.worstMs[name] = Math.max(report.worstMs[name]!, performance.now() - started);
        report.answers[name]!++;
        report.statuses[name]!.push(res.status);
        await new Promise((r) => setTimeout(r, pauseMs));
      }
    }),
  );
  return report;
}
