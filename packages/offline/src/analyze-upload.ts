// The photo upload of an analysis, built one way for the capture flow, the correction form and the
// outbox replay: a JPEG file in the multipart field `image`, the analysis type in `type`. A replay must
// be the same request the first attempt made, so nothing else builds this form.
import type { AnalysisType } from '@costlens/contracts';

/** The file name every capture is uploaded under (the API reads the type from the bytes, not the name). */
export const CAPTURE_FILE_NAME = 'captured-image.jpg';
export const CAPTURE_MIME_TYPE = 'image/jpeg';

/** Extra text fields some uploads carry (a correction's product name and category hint, a named capture's
 *  earlier keys). */
export type AnalyzeFormFields = Record<string, string | null | undefined>;

/** The multipart body of `POST /api/analyze` (and of `/api/identify-product`, which takes `image` only). */
export function analyzeForm(image: Blob, type: AnalysisType | null, fields: AnalyzeFormFields = {}): FormData {
  const form = new FormData();
  const file =
    image instanceof File && image.name === CAPTURE_FILE_NAME && image.type === CAPTURE_MIME_TYPE
      ? image
      : new File([image], CAPTURE_FILE_NAME, { type: CAPTURE_MIME_TYPE });
  form.append('image', file);
  if (type) form.append('type', type);
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  return form;
}

/** The multipart body of a re-estimate without its photo (the device no longer has it): the words and
 *  the analysis they correct, no file. */
export function wordsForm(fields: AnalyzeFormFields): FormData {
  const form = new FormData();
  form.append('type', 'full');
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  return form;
}
