import { useState } from 'react';
import type { Material } from '@costlens/contracts';
import { formatEstimate } from '@costlens/domain';
import { formatPercent1, plainPartName } from './format.ts';
import { MaterialIcon } from './MaterialIcon.tsx';

/** The collapsed list shows 4 items. */
export const BOM_COLLAPSED_COUNT = 4;

export function BillOfMaterials({ materials }: { materials: readonly Material[] }) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? materials : materials.slice(0, BOM_COLLAPSED_COUNT);
  const renamed = materials.filter((m) => plainPartName(m.name) !== m.name);
  return (
    <section className="card results-panel" aria-labelledby="bom-title">
      <h2 id="bom-title">Bill of Materials</h2>
      <p className="muted small">
        {materials.length} {materials.length === 1 ? 'component' : 'components'} identified
      </p>
      <ul className="bom-list" id="bom-list">
        {visible.map((m, i) => (
          <li key={`${m.name}-${i}`} className="bom-row">
            <MaterialIcon category={m.category} />
            <div className="bom-name">
              <span className="bom-material">{plainPartName(m.name)}</span>
              <span className="muted small">{m.category}</span>
            </div>
            <div className="bom-figures">
              <span className="bom-cost">{formatEstimate(m.cost)}</span>
              <span className="muted small">{formatPercent1(m.percentage)}</span>
            </div>
          </li>
        ))}
      </ul>
      {materials.length > BOM_COLLAPSED_COUNT && (
        <button
          type="button"
          className="btn btn-ghost btn-block"
          aria-expanded={expanded}
          aria-controls="bom-list"
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show Less' : `Show All ${materials.length} Materials`}
        </button>
      )}
      {renamed.length > 0 && (
        <details className="bom-names">
          <summary>Part names as the trade writes them</summary>
          {renamed.map((m) => (
            <p key={m.name} className="small muted">
              {plainPartName(m.name)}: {m.name}
            </p>
          ))}
        </details>
      )}
    </section>
  );
}
