/** What every provider says about itself, whatever its capability. */
export interface ProviderInfo {
  /** Which implementation answers ('serpapi', 'openai', 'embedded', ...). Part of every cache key, so a
   *  process with a key never serves an answer a process without one made, and vice versa. */
  readonly name: string;
  /** false for the embedded default, which asks no outside service: its answers cost nothing to make
   *  again, so they are never cached, and screens say that nothing was searched. */
  readonly configured: boolean;
}
