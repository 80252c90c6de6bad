// The manifest's GET share target opens /find-similar?title=…&text=…&url=…. Apps differ: some put the
// page address in `url`, many only inside `text` ("Look at this https://…"), some in `title`.

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/i;

function asHttpUrl(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function findUrlIn(text: string | null): string | null {
  const match = text ? URL_IN_TEXT.exec(text) : null;
  // Sentence punctuation right after a link is not part of it.
  return match ? asHttpUrl(match[0].replace(/[).,;:!?\]]+$/, '')) : null;
}

/** The product page address a share carried, or null (a plain /find-similar visit). */
export function readSharedUrl(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return asHttpUrl(params.get('url')) ?? findUrlIn(params.get('text')) ?? findUrlIn(params.get('title'));
}
