import { describe, expect, it } from 'vitest';
import { readPushedAlert } from './push.ts';

describe('a pushed price alert', () => {
  const alert = {
    title: 'Price alert: Kettle',
    body: '$39.00 is at or below your target.',
    url: '/watching/abc',
    tag: 'watch-abc',
  };

  it.each([
    ['the server’s message', JSON.stringify(alert), alert],
    [
      'another site as the link: the Watching screen instead',
      JSON.stringify({ ...alert, url: 'https://evil.example/' }),
      { ...alert, url: '/watching' },
    ],
    [
      'a protocol-relative link: the Watching screen instead',
      JSON.stringify({ ...alert, url: '//evil.example/' }),
      { ...alert, url: '/watching' },
    ],
    ['not JSON', 'hello', null],
    ['no title', JSON.stringify({ ...alert, title: 3 }), null],
    ['nothing', undefined, null],
  ])('%s', (_what, text, expected) => {
    expect(readPushedAlert(text)).toEqual(expected);
  });
});
