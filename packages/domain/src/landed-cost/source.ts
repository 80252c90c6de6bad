/** Where a figure comes from. `verified` is true only when the figure was read in the official text
 *  named by `url`; false means it comes from a secondary source or from memory and must be checked at
 *  `url` before it is relied on. */
export interface SourceRef {
  title: string;
  url: string;
  /** The date the figure was read or published (YYYY-MM-DD). */
  asOf: string;
  verified: boolean;
  note?: string;
}
