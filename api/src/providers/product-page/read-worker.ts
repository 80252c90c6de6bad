/** The worker thread that reads product pages (page-reading.ts starts it): parsing and extraction run
 *  here, away from the thread that answers requests. */
import { serveTasks } from '../../lib/worker-tasks.ts';
import { pageText } from '../page-reader/grounding.ts';
import { extractProductWithSources } from './extract.ts';
import type { PageReadResult, PageReadingInput } from './page-reading.ts';

serveTasks<PageReadingInput, PageReadResult>(({ html, url, wantText }) => {
  const extraction = extractProductWithSources(html, url);
  return { extraction, text: extraction === null && wantText ? pageText(html) : null };
});
