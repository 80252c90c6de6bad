import { describe, expect, it } from 'vitest';
import { describeCameraError } from './camera-errors.ts';

const domError = (name: string) => new DOMException('details from the browser', name);

describe('camera error catalogue', () => {
  it.each([
    ['NotAllowedError', 'denied', 'Camera access denied. Please allow camera permissions and try again.'],
    ['PermissionDeniedError', 'denied', 'Camera access denied. Please allow camera permissions and try again.'],
    ['NotFoundError', 'noDevice', 'No camera found. Please check that your device has a camera.'],
    ['DevicesNotFoundError', 'noDevice', 'No camera found. Please check that your device has a camera.'],
    ['NotReadableError', 'busy', 'Camera is being used by another application. Please close other camera apps.'],
    ['TrackStartError', 'busy', 'Camera is being used by another application. Please close other camera apps.'],
    ['OverconstrainedError', 'overconstrained', 'Camera constraints not supported. Trying with basic settings...'],
    ['AbortError', 'named', 'Camera error: AbortError'],
    ['SecurityError', 'named', 'Camera error: SecurityError'],
  ])('%s → %s', (name, kind, message) => {
    expect(describeCameraError(domError(name))).toEqual({ kind, message });
  });

  it('names a plain Error by its name, and an unnamed one as Unknown error', () => {
    expect(describeCameraError(new TypeError('bad constraints')).message).toBe('Camera error: TypeError');
    expect(describeCameraError({ name: '' }).message).toBe('Camera error: Unknown error');
  });

  it.each([
    ['a string', 'nope'],
    ['undefined', undefined],
    ['a number', 42],
  ])('answers the generic failure for %s', (_name, thrown) => {
    expect(describeCameraError(thrown)).toEqual({ kind: 'generic', message: 'Failed to access camera' });
  });
});
