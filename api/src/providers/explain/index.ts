/** Writes a short plain-language explanation of data the server already has (prices, suppliers).
 *  Only a configured model explains; without one each route writes a factual summary of the same data
 *  itself, and a failing model falls back to that summary too. */
export interface Explainer {
  explain(
    input: { topic: string; instructions: string; data: unknown },
    opts?: { signal?: AbortSignal },
  ): Promise<string>;
}
