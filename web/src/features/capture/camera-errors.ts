/** The camera's error catalogue, in one place: a getUserMedia failure → what the user reads. */

export const CAMERA_MESSAGES = {
  denied: 'Camera access denied. Please allow camera permissions and try again.',
  noDevice: 'No camera found. Please check that your device has a camera.',
  busy: 'Camera is being used by another application. Please close other camera apps.',
  overconstrained: 'Camera constraints not supported. Trying with basic settings...',
  generic: 'Failed to access camera',
  noVideoElement: 'Video element not available',
  videoFailed: 'Video failed to load',
} as const;

export type CameraErrorKind = 'denied' | 'noDevice' | 'busy' | 'overconstrained' | 'named' | 'generic';

/** Names browsers have used for each case; the legacy ones come from older Chrome and Firefox. */
const KINDS: Record<string, CameraErrorKind> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  NotFoundError: 'noDevice',
  DevicesNotFoundError: 'noDevice',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  OverconstrainedError: 'overconstrained',
  ConstraintNotSatisfiedError: 'overconstrained',
};

export interface CameraErrorInfo {
  kind: CameraErrorKind;
  message: string;
}

/** Maps whatever getUserMedia threw to what the user reads; an overconstrained error means "retry with plain video". */
export function describeCameraError(err: unknown): CameraErrorInfo {
  const name = errorName(err);
  if (name === null) return { kind: 'generic', message: CAMERA_MESSAGES.generic };
  const kind = KINDS[name];
  if (kind && kind !== 'named' && kind !== 'generic') return { kind, message: CAMERA_MESSAGES[kind] };
  return { kind: 'named', message: `Camera error: ${name || 'Unknown error'}` };
}

// DOMException is not an Error subclass everywhere; anything with a string name counts as "named".
function errorName(err: unknown): string | null {
  if (err instanceof Error || (typeof DOMException !== 'undefined' && err instanceof DOMException)) return err.name;
  if (err && typeof err === 'object' && typeof (err as { name?: unknown }).name === 'string')
    return (err as { name: string }).name;
  return null;
}
