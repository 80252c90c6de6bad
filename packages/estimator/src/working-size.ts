/**
 * Long side, in pixels, every photo is decoded to before any step sees it: enough for a barcode
 * across a third of the frame, small enough for the detector's letterbox and OCR to stay fast. The
 * Node entry, the browser entry and the web app's worker all decode to this one size.
 */
export const WORKING_SIDE_PX = 1600;
