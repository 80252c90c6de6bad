import { useSwState } from './register.ts';

/** Offers the new version; accepting activates the waiting worker and reloads once it controls the page. */
export function UpdatePrompt() {
  const { needRefresh, update, dismiss } = useSwState();
  if (!needRefresh || !update) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-label="Update available">
      <span>A new version of CostLens is available.</span>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => void update()}>
        Update
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={dismiss}>
        Later
      </button>
    </div>
  );
}
