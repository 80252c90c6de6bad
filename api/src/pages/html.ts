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
