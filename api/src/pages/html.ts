/** Text and attribute values put into HTML: every character that could end a text or an attribute is
 *  escaped, so a title like `"><script>` stays a title. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `page` with an API answer written in before `</body>`, as a data block the app's first request for `url`
 *  takes instead of asking (web/src/lib/first-reads.ts). `<` is written as its JSON escape, so no text in
 *  the answer can end the block or open a comment. */
export function withFirstRead(page: string, url: string, json: string): string {
  const block = `<script type="application/json" data-first-read="${escapeHtml(url)}">${json.replaceAll('<', '\\u003c')}</script>`;
  return page.replace('</body>', `${block}\n  </body>`);
}
