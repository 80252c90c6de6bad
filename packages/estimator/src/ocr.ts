/**
 * Text on packaging with tesseract.js (LSTM "best_int" models from @tesseract.js-data). The caller
 * names a local folder holding `<lang>.traineddata.gz` for every language; nothing is downloaded and,
 * with cacheMethod 'none', nothing is written to the working directory.
 */
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { Worker } from 'tesseract.js';

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

export interface TextReader {
  /** The engine and models, as the methodology names them. */
  readonly name: string;
  read(image: Uint8Array): Promise<OcrResult>;
  close(): Promise<void>;
}

export interface TextReaderOptions {
  /** Tesseract language codes, e.g. ['eng'] or ['eng', 'fra']. */
  languages: readonly string[];
  /** Folder (Node) or URL (browser) with `<lang>.traineddata.gz` for each language. */
  langPath: string;
}

/** Starts one tesseract worker; its calls run one at a time in the order made. */
export async function createTextReader(options: TextReaderOptions): Promise<TextReader> {
  const worker: Worker = await createWorker([...options.languages], OEM.LSTM_ONLY, {
    langPath: options.langPath,
    gzip: true,
    cacheMethod: 'none',
  });
  // Sparse text: labels scatter words over the pack, not in paragraphs.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
  return {
    name: `Tesseract OCR (${options.languages.join('+')}, LSTM best_int)`,
    async read(image) {
      // Node's tesseract takes a Buffer; a browser worker takes a Blob.
      const input =
        typeof Buffer === 'undefined'
          ? new Blob([image as Uint8Array<ArrayBuffer>])
          : Buffer.from(image.buffer, image.byteOffset, image.byteLength);
      const { data } = await worker.recognize(input);
      return { text: data.text.replace(/\s+/g, ' ').trim(), confidence: data.confidence };
    },
    async close() {
      await worker.terminate();
    },
  };
}
