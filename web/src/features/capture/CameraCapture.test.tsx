import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CameraCapture from './CameraCapture.tsx';

// jsdom has no camera: a fake MediaDevices answers getUserMedia, and the test plays the video's part
// (its size and 'loadedmetadata'), the way a browser would once frames arrive.
function fakeStream() {
  const track = { stop: vi.fn(), kind: 'video' };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

let getUserMedia: ReturnType<typeof vi.fn>;

beforeEach(() => {
  getUserMedia = vi.fn();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 })); // analytics
});
afterEach(() => vi.restoreAllMocks());

function video(): HTMLVideoElement {
  return screen.getByLabelText('Camera preview') as HTMLVideoElement;
}

async function frames(width = 1280, height = 720) {
  const v = video();
  Object.defineProperty(v, 'videoWidth', { configurable: true, value: width });
  Object.defineProperty(v, 'videoHeight', { configurable: true, value: height });
  await act(async () => {
    v.dispatchEvent(new Event('loadedmetadata'));
  });
}

function renderCapture() {
  const onCapture = vi.fn();
  const onUpload = vi.fn();
  const view = render(<CameraCapture onCapture={onCapture} onUpload={onUpload} />);
  return { onCapture, onUpload, ...view };
}

describe('CameraCapture', () => {
  it('starts the rear camera at once and walks through starting, initializing and Ready', async () => {
    let grant!: (s: MediaStream) => void;
    getUserMedia.mockReturnValue(
      new Promise((r) => {
        grant = r;
      }),
    );
    renderCapture();
    expect(screen.getByText('Capture Product')).toBeTruthy();
    expect(screen.getByText('Take a clear photo or upload an image for accurate cost analysis')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    expect(screen.getByText('Starting Camera...')).toBeTruthy();
    expect(screen.getByText('Please allow camera access')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Starting...' }).hasAttribute('disabled')).toBe(true);

    const { stream } = fakeStream();
    await act(async () => grant(stream));
    expect(screen.getByText('Initializing Camera')).toBeTruthy();
    expect(screen.getByText('Please wait...')).toBeTruthy();

    await frames();
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Capture Photo' })).toBeTruthy();
    expect(screen.queryByText('Initializing Camera')).toBeNull();
  });

  it('captures a JPEG at quality 0.8 of the full frame, reports it and releases the camera', async () => {
    const { stream, track } = fakeStream();
    getUserMedia.mockResolvedValue(stream);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/jpeg;base64,/9j/4AAQ');
    const { onCapture } = renderCapture();
    await act(async () => {});
    await frames(1280, 720);

    fireEvent.click(screen.getByRole('button', { name: 'Capture Photo' }));
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.8);
    expect(drawImage).toHaveBeenCalledWith(video(), 0, 0, 1280, 720);
    expect(onCapture).toHaveBeenCalledWith('data:image/jpeg;base64,/9j/4AAQ');
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Camera' })).toBeTruthy();
  });

  it('does nothing but log when the video has no size yet', async () => {
    const { stream } = fakeStream();
    getUserMedia.mockResolvedValue(stream);
    const { onCapture } = renderCapture();
    await act(async () => {});
    await frames(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Capture Photo' }));
    expect(onCapture).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows Camera Error with the spec message when access is denied, and Try Again asks again', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    renderCapture();
    await act(async () => {});
    expect(screen.getByText('Camera Error')).toBeTruthy();
    expect(screen.getByText('Camera access denied. Please allow camera permissions and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Camera' })).toBeTruthy();

    const { stream } = fakeStream();
    getUserMedia.mockResolvedValueOnce(stream);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    });
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Camera Error')).toBeNull();
    expect(screen.getByText('Initializing Camera')).toBeTruthy();
  });

  it('retries with plain video when the constraints cannot be met, saying so meanwhile', async () => {
    let grant!: (s: MediaStream) => void;
    getUserMedia.mockRejectedValueOnce(new DOMException('', 'OverconstrainedError')).mockReturnValueOnce(
      new Promise((r) => {
        grant = r;
      }),
    );
    renderCapture();
    await act(async () => {});
    expect(getUserMedia).toHaveBeenLastCalledWith({ video: true });
    expect(screen.getByText('Camera constraints not supported. Trying with basic settings...')).toBeTruthy();
    await act(async () => grant(fakeStream().stream));
    await frames();
    expect(screen.getByText('Ready')).toBeTruthy();
  });

  it('releases the camera when it leaves the screen', async () => {
    const { stream, track } = fakeStream();
    getUserMedia.mockResolvedValue(stream);
    const { unmount } = renderCapture();
    await act(async () => {});
    await frames();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('reports an uploaded image, ignores anything else without a word, and resets the picker', async () => {
    getUserMedia.mockRejectedValue(new DOMException('', 'NotFoundError'));
    const { onUpload, container } = renderCapture();
    await act(async () => {});
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/*');

    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert', { name: /pdf/i })).toBeNull();

    const photo = new File(['x'], 'mug.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onUpload).toHaveBeenCalledWith(photo);
    expect(input.value).toBe('');
  });
});
