/** Whether the browser already lets this site use the camera. Only then does the camera start by itself:
 *  anywhere else a first visit would open with a permission prompt before the visitor knows the app. */
export async function cameraAlreadyAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    return status?.state === 'granted';
  } catch {
    // Browsers that cannot say (Firefox before 131, older Safari): ask only when the user taps.
    return false;
  }
}
