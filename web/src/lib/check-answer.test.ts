import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.ts';

describe('checkAnswer', () => {
  it('answers the parsed data of an answer that keeps its contract', () => {
    const text = JSON.stringify({ likeCount: 3, hasLiked: true });
    expect(checkAnswer('getLikes', text)).toEqual({ ok: true, data: { likeCount: 3, hasLiked: true } });
  });

  it('says which way an answer is not data: not JSON, or not what the endpoint promises', () => {
    expect(checkAnswer('getLikes', '<html>proxy error</html>')).toEqual({ ok: false, problem: 'not-json' });
    expect(checkAnswer('getLikes', JSON.stringify({ likeCount: 'three', hasLiked: true }))).toEqual({
      ok: false,
      problem: 'not-the-contract',
    });
  });
});
