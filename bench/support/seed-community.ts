// Seeds an app's data folder with public analyses before its server starts, as the API stores them; the
// community pages end-to-end check (web/e2e/community-pages.spec.ts) runs it:
// `node --import tsx bench/support/seed-community.ts <dataDir> <count>`. Row i is made i minutes after the
// first and shared as "<name> lot <i>"; the oldest is titled "Grandmother’s Crème Brûlée torch", so only
// a search (or scrolling to the end) finds it.
import { ANALYSIS_FIXTURE } from '@costlens/contracts/testing';
import { insertAnalysis, openDatabase, shareAnalysis } from '@costlens/api/testing';

const OLDEST_TITLE = 'Grandmother’s Crème Brûlée torch';

const [dataDir, countText] = process.argv.slice(2);
if (!dataDir || !countText) throw new Error('usage: seed-community.ts <dataDir> <count>');
const database = await openDatabase({ dataDir });
const { id: _id, ...analysis } = ANALYSIS_FIXTURE;
for (let i = 0; i < Number(countText); i++) {
  const name = i === 0 ? 'Kitchen torch' : `Speaker ${i}`;
  const stored = await insertAnalysis(database, {
    deviceId: `seeddevice${String(i).padStart(12, '0')}`,
    type: 'full',
    productName: name,
    productCategory: analysis.productCategory,
    costRangeLow: analysis.costRangeLow,
    costRangeHigh: analysis.costRangeHigh,
    confidence: analysis.confidence,
    methodologyType: 'on-device-estimate',
    analysis: { ...analysis, productName: name },
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  });
  await shareAnalysis(
    database,
    stored.id,
    i === 0 ? OLDEST_TITLE : `${name} lot ${i}`,
    'Seeded for the community pages check.',
  );
}
await database.close();
