import { useEffect, useRef } from 'react';
import { track } from '../../lib/analytics.ts';
import { cameraAlreadyAllowed } from './camera-permission.ts';
import { useCamera } from './use-camera.ts';

export interface CameraCaptureProps {
  /** A photo taken with the camera, as a JPEG data URL. */
  onCapture(dataUrl: string): void;
  /** An image file chosen by the user (only image types reach here). */
  onUpload(file: File): void;
}

/** 'Capture Product': the camera (started on a tap, or by itself where the browser already allows it) and
 *  upload, side by side as equal choices. */
export default function CameraCapture({ onCapture, onUpload }: CameraCaptureProps) {
  const camera = useCamera();
  const fileInput = useRef<HTMLInputElement>(null);
  const { start, stop } = camera;

  useEffect(() => {
    let left = false;
    void cameraAlreadyAllowed().then((allowed) => {
      if (allowed && !left) void start();
    });
    return () => {
      left = true;
      stop();
    };
  }, [start, stop]);

  const starting = camera.status === 'starting' || camera.status === 'initializing';
  const live = starting || camera.status === 'active';

  const onPrimary = () => {
    if (camera.status !== 'active') {
      void camera.start();
      return;
    }
    const dataUrl = camera.capture();
    if (!dataUrl) return;
    track('camera_used', { action: 'capture' });
    onCapture(dataUrl);
    camera.stop();
  };

  const onFileChosen = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file can be chosen again
    if (!file || !file.type.startsWith('image/')) return; // anything else is ignored without a word
    onUpload(file);
  };

  return (
    <section className="card capture" aria-labelledby="capture-title">
      <h2 id="capture-title">Capture Product</h2>
      <p className="muted">Take a clear photo or upload an image for accurate cost analysis</p>

      <div className={live ? 'camera-frame' : 'camera-frame camera-frame-off'}>
        <video
          ref={camera.videoRef}
          className="camera-video"
          autoPlay
          muted
          playsInline
          aria-label="Camera preview"
          hidden={!live}
        />
        {live && (
          <>
            <span className="camera-corner tl" aria-hidden="true" />
            <span className="camera-corner tr" aria-hidden="true" />
            <span className="camera-corner bl" aria-hidden="true" />
            <span className="camera-corner br" aria-hidden="true" />
          </>
        )}
        {camera.status === 'active' && <span className="badge tone-green camera-ready">Ready</span>}
        {camera.status === 'starting' && (
          <div className="camera-overlay" role="status">
            <div className="spinner" aria-hidden="true" />
            <p className="camera-overlay-title">Starting Camera...</p>
            <p>Please allow camera access</p>
            {camera.notice && <p className="small">{camera.notice}</p>}
          </div>
        )}
        {camera.status === 'initializing' && (
          <div className="camera-overlay" role="status">
            <div className="spinner" aria-hidden="true" />
            <p className="camera-overlay-title">Initializing Camera</p>
            <p>Please wait...</p>
          </div>
        )}
        {camera.status === 'idle' && (
          <div className="camera-placeholder">
            <CameraIcon />
            <p>Your camera stays off until you tap Start Camera. A photo you already have works just as well.</p>
          </div>
        )}
        {camera.status === 'error' && (
          <div className="camera-placeholder camera-error" role="alert">
            <p className="camera-overlay-title">Camera Error</p>
            <p>{camera.error}</p>
            <p>You can upload a photo instead.</p>
            <button type="button" className="btn" onClick={() => void camera.start()}>
              Try Again
            </button>
          </div>
        )}
      </div>

      <div className="capture-actions">
        {camera.status !== 'error' && (
          <button type="button" className="btn btn-primary" onClick={onPrimary} disabled={starting}>
            {starting ? 'Starting...' : camera.status === 'active' ? 'Capture Photo' : 'Start Camera'}
          </button>
        )}
        <button
          type="button"
          className={camera.status === 'error' ? 'btn btn-primary' : 'btn btn-upload'}
          onClick={() => fileInput.current?.click()}
        >
          Upload Image
        </button>
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={onFileChosen} />
      </div>
    </section>
  );
}

/** The three tips under the capture component. */
export function ProTips() {
  return (
    <section className="card pro-tips" aria-labelledby="pro-tips-title">
      <h3 id="pro-tips-title">Pro Tips</h3>
      <ul>
        <li>Use good lighting</li>
        <li>Keep the product centred in frame</li>
        <li>Show material details clearly</li>
      </ul>
    </section>
  );
}

function CameraIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="4" />
    </svg>
  );
}
