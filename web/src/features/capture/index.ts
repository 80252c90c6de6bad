// Taking the photo: the camera with its states and errors, and the file picker.
export { default as CameraCapture, ProTips } from './CameraCapture.tsx';
export type { CameraCaptureProps } from './CameraCapture.tsx';
