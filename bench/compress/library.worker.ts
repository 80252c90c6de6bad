// The alternative the app does not use, measured beside it: browser-image-compression in its own worker,
// with only the resolution limit (a byte target makes it shrink 12 MP photos to ~1444 px) and q 0.8.
import imageCompression from 'browser-image-compression';
import { expose } from 'comlink';
import { MAX_EDGE_PX, JPEG_QUALITY } from '@costlens/web/workers/compress-image';

async function compressWithLibrary(input: Blob): Promise<Blob> {
  const file = input instanceof File ? input : new File([input], 'photo.jpg', { type: input.type });
  return imageCompression(file, {
    maxWidthOrHeight: MAX_EDGE_PX,
    alwaysKeepResolution: true,
    initialQuality: JPEG_QUALITY,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
}

expose({ compressWithLibrary });
