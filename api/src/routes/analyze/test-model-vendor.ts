/** Test support for the analyze route: the API with its model vendor faked at the wire. */
import { answerWith, MODEL_ANALYSIS } from '../../../test/fixtures/openai/answers.ts';
import { makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import type { Dialect } from '../../db/database.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';

export interface AppWithModelVendor {
  t: TestApp;
  vendor: ReplayServer;
  close(): Promise<void>;
}

/** A test app whose model vendor answers what `take` gives (a test's queued answers), and a valid analysis
 *  when it gives nothing. */
export async function startAppWithModelVendor(
  dialect: Dialect,
  take: () => ReplayResponse | undefined,
): Promise<AppWithModelVendor> {
  const vendor = await startReplayServer(() => take() ?? { status: 200, json: answerWith(MODEL_ANALYSIS) });
  const t = await makeTestApp(dialect, {
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${vendor.url}/v1`, OPENAI_MODEL: 'gpt-test' },
  });
  return {
    t,
    vendor,
    close: async () => {
      await t.close();
      await vendor.close();
    },
  };
}
