import { useState } from 'react';
import { useInstallState } from './install.ts';
import { dismissInstallOffer, installOfferDismissed, needsManualInstallGuide, runsInstalled } from './install-guide.ts';

/** The install offer, in the page's own flow at the end of the screen so it never covers a button:
 *  'Install app' while the browser offers installation, and on iPhone and iPad, where Safari does not,
 *  the two taps that install it by hand. 'Not now' hides it on this device. */
export function InstallButton() {
  const { offer, install } = useInstallState();
  const [dismissed, setDismissed] = useState(installOfferDismissed);
  const guide = !offer && needsManualInstallGuide(navigator, runsInstalled());
  if (dismissed || (!offer && !guide)) return null;
  const notNow = () => {
    dismissInstallOffer();
    setDismissed(true);
  };
  return (
    <aside className="install-offer" aria-labelledby="install-offer-title">
      <h2 id="install-offer-title">Install CostLens</h2>
      {offer ? (
        <p className="muted small">It opens from your home screen and works without a connection.</p>
      ) : (
        <p className="muted small">
          On iPhone or iPad, tap <strong>Share</strong> (the square with an arrow) in Safari, then{' '}
          <strong>Add to Home Screen</strong>. It then opens from your home screen and works without a connection.
        </p>
      )}
      <div className="row">
        {offer && (
          <button type="button" className="btn btn-primary" onClick={() => void install()}>
            Install app
          </button>
        )}
        <button type="button" className="btn" onClick={notNow}>
          Not now
        </button>
      </div>
    </aside>
  );
}
