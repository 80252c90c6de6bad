/** The answer-check worker: every API answer is checked against its contract here, off the page's main
 *  thread (building the contracts' schemas takes tens of milliseconds on a phone, and a large answer's
 *  check a few more). */
import { expose } from 'comlink';
import { checkAnswer } from '../lib/check-answer.ts';

const api = { checkAnswer };
export type AnswerCheckWorkerApi = typeof api;
expose(api);
