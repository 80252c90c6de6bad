/** One photo's answer from the identification worker, as the bench page hands it to the bench. */
export interface PhotoRun {
  file: string;
  /** Wall time of one identifyInWorker call, decode included. */
  ms: number;
  entryId: string | null;
  outcome: string | undefined;
  candidates: string[];
  upc: string | null;
  refused: boolean;
  steps: { decodeMs: number; barcodeMs: number; detectMs: number; classifyMs: number };
}
