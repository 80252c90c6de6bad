import type { Context } from 'hono';
import { AnalysisType, AnalyzeHints } from '@costlens/contracts';
import { MAX_SUPERSEDED_KEYS } from '@costlens/contracts/limits';
import { badRequest, tooLarge, unsupportedMediaType, zodToHttpError } from '../../http/errors.ts';
import { isIdempotencyKey } from '../../http/idempotency.ts';
import { readUploadForm } from '../../http/multipart.ts';
import type { UploadForm } from '../../http/multipart.ts';
import type { ImageMime } from '../../providers/vision/index.ts';
import { IMAGE_MIME, isComplete, readImageHeader } from './image-header.ts';

/** The image the client sent, checked before any decoder or model sees it. */
export interface ImageUpload {
  bytes: Uint8Array;
  mime: ImageMime;
  width: number;
  height: number;
  /** The user's correction of name or category, for the vision provider. */
  hints: Pick<AnalyzeHints, 'productName' | 'productCategory'>;
  type: AnalysisType | undefined;
  /** A re-estimate: this device's earlier analysis of the same photo (checked by the route). */
  replaces: string | undefined;
  /** The keys this capture was sent under before (checked by the route). */
  supersedes: string[];
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024; // 10 MB
/** Far above any phone camera (a 200 MP sensor bins to 50 MP); a bigger header is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_FIELD = 'image';

/** A re-estimate sent without a photo: the user's words and the analysis they correct. */
export interface WordsUpload {
  hints: Pick<AnalyzeHints, 'productName' | 'productCategory'>;
  type: AnalysisType | undefined;
  replaces: string | undefined;
  supersedes: string[];
}

/** Reads the multipart form of /api/analyze: a photo, or (to correct an analysis whose photo the device no
 *  longer has) no file at all, only the words. What the words must name is the route's to check. */
export async function readAnalyzeUpload(c: Context): Promise<ImageUpload | WordsUpload> {
  const form = await readForm(c);
  return form.get(IMAGE_FIELD) === null ? readFields(form) : readImage(form);
}

/** Whether an upload carries a photo. */
export function hasImage(upload: ImageUpload | WordsUpload): upload is ImageUpload {
  return 'bytes' in upload;
}

/** Reads the multipart form of /api/analyze and /api/identify-product; every refusal is a 4xx that says why. */
export async function readImageUpload(c: Context): Promise<ImageUpload> {
  return readImage(await readForm(c));
}

/** The form, read by the one multipart reader (text fields checked as every request's text is). */
function readForm(c: Context): Promise<UploadForm> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw unsupportedMediaType(
      `Send the photo as multipart/form-data with the file in the field "${IMAGE_FIELD}"`,
      IMAGE_FIELD,
    );
  }
  return readUploadForm(c);
}

function readImage(form: UploadForm): ImageUpload {
  const file = form.get(IMAGE_FIELD);
  if (file === null || typeof file === 'string')
    throw badRequest(`An image file in the form field "${IMAGE_FIELD}" is required`, IMAGE_FIELD);
  const { bytes } = file;
  if (bytes.byteLength === 0) throw badRequest('The image file is empty', IMAGE_FIELD);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw tooLarge('The image is larger than 10 MB', IMAGE_FIELD);

  const header = readImageHeader(bytes);
  if (!header) throw unsupportedMediaType('The file is not a JPEG, PNG, WebP or HEIC image', IMAGE_FIELD);
  const { width, height } = header;
  if (!width || !height)
    throw badRequest(`The ${header.format.toUpperCase()} image is damaged: its pixel size cannot be read`, IMAGE_FIELD);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw tooLarge(`The image is ${width}×${height} pixels; at most 50 megapixels are accepted`, IMAGE_FIELD);
  }
  if (!isComplete(bytes, header.format)) {
    throw badRequest(
      `The ${header.format.toUpperCase()} image is incomplete: the file was cut off before its end`,
      IMAGE_FIELD,
    );
  }
  return { bytes, mime: IMAGE_MIME[header.format] as ImageMime, width, height, ...readFields(form) };
}

/** The text fields: the user's correction, the analysis it replaces, the type. */
function readFields(form: UploadForm): WordsUpload {
  const hints = AnalyzeHints.safeParse({
    productName: textField(form, 'productName'),
    productCategory: textField(form, 'productCategory'),
    replaces: textField(form, 'replaces'),
    supersedes: textField(form, 'supersedes'),
  });
  if (!hints.success) throw zodToHttpError(hints.error);
  const rawType = textField(form, 'type');
  const type = rawType === undefined ? undefined : AnalysisType.safeParse(rawType);
  if (type && !type.success) throw badRequest(`type must be one of ${AnalysisType.options.join(', ')}`, 'type');
  return {
    hints: dropBlank(hints.data),
    type: type?.data,
    replaces: hints.data.replaces || undefined,
    supersedes: supersededKeys(hints.data.supersedes),
  };
}

/** The earlier Idempotency-Keys of a named capture: space-separated, each a valid key. */
function supersededKeys(text: string | undefined): string[] {
  const keys = text ? text.split(/\s+/).filter(Boolean) : [];
  if (keys.length > MAX_SUPERSEDED_KEYS)
    throw badRequest(`supersedes names at most ${MAX_SUPERSEDED_KEYS} earlier keys`, 'supersedes');
  if (!keys.every(isIdempotencyKey))
    throw badRequest('supersedes must be earlier Idempotency-Keys, separated by spaces', 'supersedes');
  return keys;
}

function textField(form: UploadForm, name: string): string | undefined {
  const v = form.get(name);
  if (v === null) return undefined;
  if (typeof v !== 'string') throw badRequest(`${name} must be text, not a file`, name);
  return v;
}

/** A blank correction is no correction. */
function dropBlank(h: AnalyzeHints): ImageUpload['hints'] {
  return {
    ...(h.productName ? { productName: h.productName } : {}),
    ...(h.productCategory ? { productCategory: h.productCategory } : {}),
  };
}
