/**
 * Concurrent misses for one upstream answer share one call: while a call for a key is in flight in this
 * process, another request for the same key waits for it instead of making its own (forty first asks for
 * the same exchange rate make one call to the Bank, not forty). The call runs without any one request's
 * abort signal, so the first asker leaving does not fail the others; the caller's own time limit bounds it.
 */
export function sharedCalls<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return {
    run(key: string, call: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running) return running;
      const started = call().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}
