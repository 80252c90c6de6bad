import { useInstallState } from './install.ts';

/** 'Install app', shown only while the browser offers installation (beforeinstallprompt). */
export function InstallButton() {
  const { offer, install } = useInstallState();
  if (!offer) return null;
  return (
    <button type="button" className="btn install-button" onClick={() => void install()}>
      Install app
    </button>
  );
}
