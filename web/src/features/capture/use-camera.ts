import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { CAMERA_MESSAGES, describeCameraError } from './camera-errors.ts';

/** The camera's states: idle → starting → active (ready), or error. 'initializing' is
 *  the moment between getting the stream and the first frame, shown as its own overlay. */
export type CameraStatus = 'idle' | 'starting' | 'initializing' | 'active' | 'error';

/** Rear camera, ideally 1280×720, no audio. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};
/** The retry when the device cannot meet those constraints: any camera, any size. */
export const BASIC_CONSTRAINTS: MediaStreamConstraints = { video: true };
/** JPEG quality 0.8: small uploads with no visible loss on a phone screen. */
export const CAPTURE_JPEG_QUALITY = 0.8;

export interface Camera {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  error: string | null;
  /** Shown while starting: the overconstrained notice during the automatic retry. */
  notice: string | null;
  start(): Promise<void>;
  stop(): void;
  /** A JPEG data URL of the current frame, or null (logged only) when the camera is not ready. */
  capture(): string | null;
}

class CameraFailure extends Error {}

/** The camera behind a <video>: starts on request, releases every track on stop and on unmount. */
export function useCamera(): Camera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // Each start gets a number; a start that finishes after a newer start or a stop gives its stream back.
  const attemptRef = useRef(0);
  const statusRef = useRef<CameraStatus>('idle');
  const [status, setStatusState] = useState<CameraStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setStatus = useCallback((s: CameraStatus) => {
    statusRef.current = s;
    setStatusState(s);
  }, []);

  const release = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    attemptRef.current++;
    release();
    setError(null);
    setNotice(null);
    setStatus('idle');
  }, [release, setStatus]);

  const start = useCallback(async () => {
    const attempt = ++attemptRef.current;
    const current = () => attempt === attemptRef.current;
    release();
    setError(null);
    setNotice(null);
    setStatus('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia)
        throw new DOMException('No camera API in this browser', 'NotFoundError');
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      } catch (err) {
        if (describeCameraError(err).kind !== 'overconstrained' || !current()) throw err;
        setNotice(CAMERA_MESSAGES.overconstrained);
        stream = await navigator.mediaDevices.getUserMedia(BASIC_CONSTRAINTS);
      }
      if (!current()) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      streamRef.current = stream;
      setNotice(null);
      setStatus('initializing');
      const video = videoRef.current;
      if (!video) throw new CameraFailure(CAMERA_MESSAGES.noVideoElement);
      video.srcObject = stream;
      await waitForFrames(video);
      try {
        await video.play();
      } catch {
        throw new CameraFailure(CAMERA_MESSAGES.videoFailed);
      }
      if (current()) setStatus('active');
    } catch (err) {
      if (!current()) return;
      release();
      setNotice(null);
      setError(err instanceof CameraFailure ? err.message : describeCameraError(err).message);
      setStatus('error');
    }
  }, [release, setStatus]);

  const capture = useCallback((): string | null => {
    const video = videoRef.current;
    if (statusRef.current !== 'active' || !video) {
      console.error('Capture ignored: the camera is not ready');
      return null;
    }
    if (!video.videoWidth || !video.videoHeight) {
      console.error('Capture ignored: the video has no size yet');
      return null;
    }
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) {
      console.error('Capture ignored: no 2D canvas');
      return null;
    }
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', CAPTURE_JPEG_QUALITY);
  }, []);

  useEffect(
    () => () => {
      attemptRef.current++;
      release();
    },
    [release],
  );

  return { videoRef, status, error, notice, start, stop, capture };
}

/** Resolves once the video knows its size; a video error means it will never load. */
function waitForFrames(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA && video.videoWidth) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('error', onError);
    };
    const onLoaded = () => {
      done();
      resolve();
    };
    const onError = () => {
      done();
      reject(new CameraFailure(CAMERA_MESSAGES.videoFailed));
    };
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('error', onError);
  });
}
