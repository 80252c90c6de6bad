/** The product address a share (Web Share Target, GET) or a link put in /find-similar's query string:
 *  `url` when it is an http(s) address, else the first http(s) address inside `text` (apps often share
 *  "Look at this https://…"). */
export function sharedProductUrl(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const direct = params.get('url')?.trim();
  if (direct && isWebUrl(direct)) return direct;
  for (const key of ['text', 'title']) {
    const found = params
      .get(key)
      ?.match(/https?:\/\/[^\s<>"']+/i)?.[0]
      ?.replace(/[),.;!?]+$/, '');
    if (found && isWebUrl(found)) return found;
  }
  return undefined;
}

function isWebUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
