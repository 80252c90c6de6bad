import { useEffect, useRef } from 'react';
import { track } from '../../lib/analytics.ts';
import { useCamera } from './use-camera.ts';

export interface CameraCaptureProps {
  /** A photo taken with the camera, as a JPEG data URL. */
  onCapture(dataUrl: string): void;
  /** An image file chosen by the user (only image types reach here). */
  onUpload(file: File): void;
}

/** 'Capture Product': live camera preview (started at once), capture and upload. */
export default function CameraCapture({ onCapture, onUpload }: CameraCaptureProps) {
  const camera = useCamera();
  const fileInput = useRef<HTMLInputElement>(null);
  const { start, stop } = camera;

  useEffect(() => {
    void start();
    return () => stop();
  }, [start, stop]);

  const starting = camera.status === 'starting' || camera.status === 'initializing';

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

      <div className="camera-frame">
        <video ref={camera.videoRef} className="camera-video" autoPlay muted playsInline aria-label="Camera preview" />
        <span className="camera-corner tl" aria-hidden="true" />
        <span className="camera-corner tr" aria-hidden="true" />
        <span className="camera-corner bl" aria-hidden="true" />
        <span className="camera-corner br" aria-hidden="true" />
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
        {camera.status === 'error' && (
          <div className="camera-overlay camera-error" role="alert">
            <p className="camera-overlay-title">Camera Error</p>
            <p>{camera.error}</p>
            <button type="button" className="btn" onClick={() => void camera.start()}>
              Try Again
            </button>
          </div>
        )}
      </div>

      <div className="capture-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={onPrimary} disabled={starting}>
          {starting ? 'Starting...' : camera.status === 'active' ? 'Capture Photo' : 'Start Camera'}
        </button>
        <button type="button" className="btn btn-block" onClick={() => fileInput.current?.click()}>
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
        <li>Keep the product centered in frame</li>
        <li>Show material details clearly</li>
      </ul>
    </section>
  );
}
