/**
 * Push deliveries of one process, fair by device. A push to a service that never answers holds its
 * lane until its deadline, so one client's failing services, taken first in first out, made every
 * other user's alert wait behind them. Here each device has at most one push under way, the next lane
 * goes to the device that started a push the longest ago (a device new to the lanes goes first), and
 * later tries (the longer deadline of a subscription that already failed) may hold at most half the
 * lanes, so the others only ever wait for a first try's short deadline. A device's waiting pushes are
 * bounded; past that its new pushes are dropped (its alerts stay listed in the app).
 */

/** A push's kind: its first try (short deadline) or a later one (longer). */
export type PushTry = 'first' | 'later';

export interface PushLanes {
  /** Queues `run` in the device's line; false when the device already has too many waiting. */
  submit(device: string, kind: PushTry, run: () => Promise<void>): boolean;
  /** Resolves once nothing waits or runs; answers whether anything did when called. */
  drain(timeoutMs?: number): Promise<boolean>;
  /** Takes no more work and waits for the pushes under way. */
  stop(): Promise<void>;
}

interface Line {
  waiting: Array<{ kind: PushTry; run: () => Promise<void> }>;
  running: boolean;
}

/** Devices whose last start is remembered after their line empties; the longest ago are forgotten first. */
const REMEMBERED_STARTS = 10_000;

export function pushLanes({
  lanes,
  perDeviceWaiting,
  onError,
}: {
  lanes: number;
  perDeviceWaiting: number;
  onError: (err: unknown) => void;
}): PushLanes {
  const laterLanes = Math.max(1, Math.floor(lanes / 2));
  const lines = new Map<string, Line>();
  // When each device last started a push (a sequence number; none: never, or long ago), kept in start order.
  const lastStart = new Map<string, number>();
  const startOf = (device: string) => lastStart.get(device) ?? 0;
  const idle = new Set<() => void>();
  let running = 0;
  let laterRunning = 0;
  let started = 0;
  let stopped = false;

  const busy = () => running > 0 || [...lines.values()].some((l) => l.waiting.length > 0);
  const settle = () => {
    if (!busy()) for (const done of idle) done();
  };

  /** The device whose turn it is: a push waiting, none under way, the oldest start; null when none may go. */
  const nextLine = (): [string, Line] | null => {
    let best: [string, Line] | null = null;
    for (const entry of lines) {
      const line = entry[1];
      const head = line.waiting[0];
      if (line.running || !head) continue;
      if (head.kind === 'later' && laterRunning >= laterLanes) continue;
      if (!best || startOf(entry[0]) < startOf(best[0])) best = entry;
    }
    return best;
  };

  const pump = () => {
    while (!stopped && running < lanes) {
      const next = nextLine();
      if (!next) break;
      const [device, line] = next;
      const job = line.waiting.shift()!;
      line.running = true;
      lastStart.delete(device);
      lastStart.set(device, ++started);
      if (lastStart.size > REMEMBERED_STARTS) lastStart.delete(lastStart.keys().next().value!);
      running++;
      if (job.kind === 'later') laterRunning++;
      void job
        .run()
        .catch(onError)
        .finally(() => {
          running--;
          if (job.kind === 'later') laterRunning--;
          line.running = false;
          if (line.waiting.length === 0) lines.delete(device);
          pump();
          settle();
        });
    }
  };

  return {
    submit(device, kind, run) {
      if (stopped) return false;
      let line = lines.get(device);
      if (!line) lines.set(device, (line = { waiting: [], running: false }));
      if (line.waiting.length >= perDeviceWaiting) return false;
      line.waiting.push({ kind, run });
      pump();
      return true;
    },
    drain(timeoutMs = 60_000) {
      if (!busy()) return Promise.resolve(false);
      return new Promise<boolean>((resolve, reject) => {
        const timer = setTimeout(() => {
          idle.delete(done);
          reject(new Error(`pushes still waiting or under way after ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          idle.delete(done);
          resolve(true);
        };
        idle.add(done);
      });
    },
    async stop() {
      stopped = true;
      for (const line of lines.values()) line.waiting.length = 0;
      await this.drain(30_000).catch(() => undefined);
    },
  };
}
