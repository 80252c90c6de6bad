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
/** What the browser answers when asked whether the site may use the camera. */
let cameraPermission: PermissionState;

beforeEach(() => {
  getUserMedia = vi.fn();
  cameraPermission = 'granted';
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(async () => ({ state: cameraPermission })) },
  });
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

/** Renders the capture card and lets its permission check answer (the camera starts then, when allowed). */
async function renderCapture() {
  const onCapture = vi.fn();
  const onUpload = vi.fn();
  const view = render(<CameraCapture onCapture={onCapture} onUpload={onUpload} />);
  await act(async () => {});
  return { onCapture, onUpload, ...view };
}

describe('CameraCapture', () => {
  it('asks for nothing on a first visit: the camera starts on a tap, with Upload beside it', async () => {
    cameraPermission = 'prompt';
    const { stream } = fakeStream();
    getUserMedia.mockResolvedValue(stream);
    await renderCapture();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByText('Camera Error')).toBeNull();
    expect(screen.getByText(/Your camera stays off until you tap Start Camera/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start Camera' }));
    });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('where the camera is already allowed, starts the rear camera at once and walks through starting, initializing and Ready', async () => {
    let grant!: (s: MediaStream) => void;
    getUserMedia.mockReturnValue(
      new Promise((r) => {
        grant = r;
      }),
    );
    await renderCapture();
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
    const { onCapture } = await renderCapture();
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
    const { onCapture } = await renderCapture();
    await act(async () => {});
    await frames(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Capture Photo' }));
    expect(onCapture).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows Camera Error with the spec message when access is denied, with Upload as the way on, and Try Again asks again', async () => {
    cameraPermission = 'prompt';
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    await renderCapture();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start Camera' }));
    });
    expect(screen.getByText('Camera Error')).toBeTruthy();
    expect(screen.getByText('Camera access denied. Please allow camera permissions and try again.')).toBeTruthy();
    expect(screen.getByText('You can upload a photo instead.')).toBeTruthy();
    // One retry button, in the note; Upload becomes the main button.
    expect(screen.queryByRole('button', { name: 'Start Camera' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload Image' }).className).toContain('btn-primary');

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
    await renderCapture();
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
    const { unmount } = await renderCapture();
    await act(async () => {});
    await frames();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('reports an uploaded image, ignores anything else without a word, and resets the picker', async () => {
    getUserMedia.mockRejectedValue(new DOMException('', 'NotFoundError'));
    const { onUpload, container } = await renderCapture();
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
