import { Link } from 'wouter';
import { CameraCapture, ProTips } from '../../features/capture/index.ts';
import { readAsDataUrl } from '../../lib/image-data.ts';
import { ANALYSIS_OPTIONS } from './analysis-options.ts';

export interface CaptureStepProps {
  onCaptured(dataUrl: string): void;
  onUploaded(file: File, dataUrl: string): void;
  onPasteUrl(): void;
}

const HOW_IT_WORKS = [
  { title: 'Capture', text: 'Photograph the product or upload an image of it.' },
  { title: 'Choose', text: 'Pick a full business analysis, a price comparison or a supplier search.' },
  { title: 'Decide', text: 'See what it costs to make, where it sells for less and who makes it.' },
];

/** The first step of the home screen. */
export default function CaptureStep({ onCaptured, onUploaded, onPasteUrl }: CaptureStepProps) {
  const onUpload = async (file: File) => {
    try {
      onUploaded(file, await readAsDataUrl(file));
    } catch (err) {
      console.error('The chosen file could not be read', err);
    }
  };
  return (
    <div className="capture-step">
      <div className="capture-main">
        <CameraCapture onCapture={onCaptured} onUpload={(f) => void onUpload(f)} />
        <ProTips />
      </div>
      <div className="capture-side">
        <section className="card" aria-labelledby="how-title">
          <h2 id="how-title">How It Works</h2>
          <ol className="how-steps">
            {HOW_IT_WORKS.map((s, i) => (
              <li key={s.title}>
                <span className="how-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  <strong>{s.title}</strong> <span className="muted">{s.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section className="card" aria-labelledby="options-title">
          <h2 id="options-title">Analysis Options</h2>
          <p className="small muted">After you take or choose a photo, pick one of these.</p>
          <ul className="option-list">
            {ANALYSIS_OPTIONS.map((o) => (
              <li key={o.type}>
                <span className="choice-icon" aria-hidden="true">
                  {o.icon}
                </span>
                <span>
                  <strong>{o.title}</strong>
                  <br />
                  <span className="small muted">{o.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="similar-title">
          <h2 id="similar-title">Find Similar Products</h2>
          <p className="muted">Paste a product page address to find cheaper similar products at Canadian retailers.</p>
          <button type="button" className="btn btn-block" onClick={onPasteUrl}>
            Paste Product URL
          </button>
        </section>
        <Link href="/flights" className="card card-link">
          <h2 id="flights-title">Find Cheaper Flights</h2>
          <p className="muted">Search fares in CAD or USD and sort them by price.</p>
        </Link>
      </div>
    </div>
  );
}
