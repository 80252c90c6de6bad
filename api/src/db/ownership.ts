// What only an analysis' owner may do besides sharing: make it private again, or delete it with everything
// others added to it. Each runs in one transaction, so nothing is left half-removed.
import type { Database } from './database.ts';

/** Makes the analysis private: its link stops working (a later share draws a new one), its thumbnail goes
 *  and the community search no longer finds it. */
export async function unshareAnalysis(database: Database, id: string): Promise<void> {
  await database.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('share_thumbnails').where('analysis_id', '=', id).execute();
    await tx
      .updateTable('analyses')
      .set({ is_public: 0, share_token: null, share_title: null, share_description: null, search_text: null })
      .where('id', '=', id)
      .execute();
  });
}

/** Deletes the analysis with its comments, likes and thumbnail. */
export async function deleteAnalysis(database: Database, id: string): Promise<void> {
  await database.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('share_thumbnails').where('analysis_id', '=', id).execute();
    await tx.deleteFrom('likes').where('analysis_id', '=', id).execute();
    await tx.deleteFrom('comments').where('analysis_id', '=', id).execute();
    await tx.deleteFrom('analyses').where('id', '=', id).execute();
  });
}
