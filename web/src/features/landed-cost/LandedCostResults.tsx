import type { ReactNode } from 'react';
import { formatEstimate, formatEstimateRange, formatPrice } from '@costlens/domain';
import type { CentsRange } from '@costlens/domain';
import type { Asker } from './asker.ts';
import type { LandedCostReport, PlatformReport, ReportLine, SourceEntry } from './calculate.ts';
import RateLine from './RateLine.tsx';
import { joinWords } from './report-lines.ts';

type Level = 2 | 3;
const Heading = ({ level, id, children }: { level: Level | 4; id?: string; children: ReactNode }) => {
  const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
  return <Tag id={id}>{children}</Tag>;
};

/** Cents to the app's estimate format: "$5.43 - $7.10", one figure when both ends agree. */
export function money(range: CentsRange): string {
  return range.low === range.high
    ? formatEstimate(range.low / 100)
    : formatEstimateRange(range.low / 100, range.high / 100);
}

export function percentRange(r: { low: number; high: number }): string {
  return r.low === r.high ? `${r.low.toFixed(1)} %` : `${r.low.toFixed(1)} % to ${r.high.toFixed(1)} %`;
}

export const Unverified = () => <span className="badge tone-orange lc-unverified">unverified</span>;

/** A figure read in the official text, with the date of that text: as plain as "unverified", so every tax
 *  line says where it stands. */
const Checked = ({ words }: { words: string }) => <span className="badge tone-grey lc-checked">{words}</span>;

function LineAmount({ line }: { line: ReportLine }) {
  if (!line.cents) return <span className="muted">{line.status === 'not-known' ? 'not known' : 'not included'}</span>;
  return <>{line.credit ? `− ${money(line.cents)}` : money(line.cents)}</>;
}

export interface LandedCostResultsProps {
  report: LandedCostReport;
  /** The level of the card's own heading: sections below it take the next ones. */
  level: 1 | 2;
  /** A shopper sees one unit delivered and how it adds up; an importer the order and the margins. */
  asker: Asker;
  /** What one sells for in a Canadian store (an analysis's estimate), to compare a delivered unit with. */
  storePrice?: number;
  /** "from a supplier in China by air freight, to Ontario": what the shopper's figure assumes. */
  assumes?: string;
}

/** How a delivered unit compares with the store's price, in words; null without a store price. */
export function storeComparison(
  perUnit: CentsRange,
  storePrice: number | undefined,
  leavesOut: boolean,
): string | null {
  if (storePrice === undefined || !(storePrice > 0)) return null;
  const store = formatEstimate(storePrice);
  const low = perUnit.low / 100;
  const high = perUnit.high / 100;
  const before = leavesOut ? ', before what it leaves out' : '';
  if (low > storePrice)
    return `More than the ${store} or so it sells for in Canadian stores: buying it here is likely cheaper.`;
  if (high < storePrice)
    return `Less than the ${store} or so it sells for in Canadian stores: up to ${formatEstimate(storePrice - low)} less${before}.`;
  return `About what it sells for in Canadian stores (${store} or so)${before}.`;
}

export default function LandedCostResults({ report, level, asker, storePrice, assumes }: LandedCostResultsProps) {
  const sub = (level + 1) as Level;
  const shopper = asker === 'shopper';
  const compared = shopper ? storeComparison(report.perUnit, storePrice, report.leftOut.length > 0) : null;
  const table = <LinesTable report={report} />;
  return (
    <div className="lc-results">
      <section className="lc-headline" aria-label="Landed cost per unit">
        <p className="lc-headline-label">
          {shopper ? 'One, delivered to you' : 'Landed cost per unit'}
          {report.registered ? ', after taxes claimed back' : ''}
        </p>
        <p className="lc-headline-value" aria-live="polite">
          {money(report.perUnit)}
        </p>
        {compared && (
          <p className="lc-compare" data-lc="store">
            {compared}
          </p>
        )}
        {report.leftOut.length > 0 && (
          <p className="lc-left-out" data-lc="left-out">
            Leaves out {joinWords(report.leftOut)}: the real cost is higher.
          </p>
        )}
        {shopper ? (
          assumes && <p className="muted small">{assumes}</p>
        ) : (
          <p className="muted small">
            {report.quantity.toLocaleString('en-CA')} units: <span data-lc="order">{money(report.order)}</span> for the
            whole order
          </p>
        )}
      </section>
      {report.goodsRate && <RateLine rate={report.goodsRate} />}

      {shopper ? (
        <details className="method-details lc-adds-up">
          <summary>How this adds up</summary>
          {table}
        </details>
      ) : (
        <>
          <Heading level={sub}>What you pay</Heading>
          {table}
        </>
      )}

      {report.orderSizes.length > 1 && (
        <>
          <Heading level={sub}>By order size</Heading>
          <div className="lc-table-wrap" role="region" aria-label="Cost by order size" tabIndex={0}>
            <table className="lc-table">
              <thead>
                <tr>
                  <th scope="col">Units</th>
                  <th scope="col" className="lc-num">
                    Per unit
                  </th>
                  <th scope="col" className="lc-num">
                    Whole order
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.orderSizes.map((o) => (
                  <tr key={o.quantity}>
                    <th scope="row">{o.quantity.toLocaleString('en-CA')}</th>
                    <td className="lc-num">{money(o.perUnit)}</td>
                    <td className="lc-num">{money(o.order)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.orderSizesNote && (
            <p className="muted small" data-lc="order-sizes-note">
              {report.orderSizesNote}
            </p>
          )}
        </>
      )}

      {!shopper && (
        <section className="lc-platforms" aria-labelledby="lc-platforms-title">
          <Heading level={sub} id="lc-platforms-title">
            Selling it: what each sale leaves
          </Heading>
          {report.sellingPrice === null ? (
            <p className="muted">Enter a selling price to see the margin on each platform.</p>
          ) : (
            report.platforms
              .filter((p) => p.netPerUnitCents !== null)
              .map((p) => (
                <PlatformMargins
                  key={p.platform}
                  platform={p}
                  sellingPrice={report.sellingPrice!}
                  level={(sub + 1) as 3 | 4}
                />
              ))
          )}
        </section>
      )}

      <details className="method-details method-sources lc-sources">
        <summary>Sources</summary>
        <Sources entries={report.sources} />
        {!shopper &&
          report.platforms
            .filter((p) => p.netPerUnitCents === null)
            .map((p) => (
              <p key={p.platform} className="small muted" data-lc="no-margin">
                No margin shown for {p.label}: {p.reason}
              </p>
            ))}
        <p className="field-label">What this leaves out or simplifies</p>
        <ul className="lc-notes small">
          {report.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function PlatformMargins({
  platform: p,
  sellingPrice,
  level,
}: {
  platform: PlatformReport;
  sellingPrice: number;
  level: 3 | 4;
}) {
  return (
    <article className="lc-platform" aria-label={p.label}>
      <Heading level={level}>{p.label}</Heading>
      <p>
        Each sale at {formatPrice(sellingPrice)} leaves{' '}
        <strong data-lc="net">{formatEstimate(p.netPerUnitCents! / 100)}</strong> after fees
        {p.incomplete ? ' (some fees not known)' : ''}.
      </p>
      <div className="lc-table-wrap" role="region" aria-label={`${p.label}: margin by order size`} tabIndex={0}>
        <table className="lc-table">
          <thead>
            <tr>
              <th scope="col">Units</th>
              <th scope="col" className="lc-num">
                Margin per unit
              </th>
              <th scope="col" className="lc-num">
                Margin
              </th>
            </tr>
          </thead>
          <tbody>
            {p.tiers.map((t) => (
              <tr key={t.moq}>
                <th scope="row">{t.moq.toLocaleString('en-CA')}</th>
                <td className="lc-num">{money(t.marginPerUnit)}</td>
                <td className="lc-num">{percentRange(t.marginPct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="lc-line-more">
        <summary>Fees counted</summary>
        <p className="row lc-platform-flags">
          {p.unverified && <Unverified />}
          {p.incomplete && <span className="badge tone-grey">some fees not known</span>}
        </p>
        <ul className="lc-fees small">
          {p.fees.map((f) => (
            <li key={f.name}>
              {f.name}: {formatEstimate(f.cents / 100)}
            </li>
          ))}
          {p.taxOnFeesCents > 0 && (
            <li>
              GST/HST on the fees ({p.taxOnFees.ratePct} %): {formatEstimate(p.taxOnFeesCents / 100)}{' '}
              {p.taxOnFees.words === 'unverified' ? <Unverified /> : <Checked words={p.taxOnFees.words} />}
            </li>
          )}
          {p.lines
            .filter((l) => !l.included)
            .map((l) => (
              <li key={l.key} className="muted">
                Not counted: {l.label}. {l.reason}
              </li>
            ))}
        </ul>
      </details>
    </article>
  );
}

/** The landed-cost lines: each cost in plain words with its figure; where the figure was read, and how
 *  sure that reading is, behind the line's own disclosure. */
function LinesTable({ report }: { report: LandedCostReport }) {
  return (
    <div className="lc-table-wrap" role="region" aria-label="Landed cost breakdown" tabIndex={0}>
      <table className="lc-table">
        <thead>
          <tr>
            <th scope="col">Cost</th>
            <th scope="col" className="lc-num">
              CAD
            </th>
          </tr>
        </thead>
        <tbody>
          {report.lines.map((l, i) => (
            <tr key={`${l.key}-${i}`} className={l.total ? 'lc-total' : undefined} data-line={l.key}>
              <th scope="row">
                <span className="lc-line-label">{l.label}</span>
                <span className="lc-detail">{l.detail}</span>
                {(l.unverified || l.checked || l.technical) && (
                  <details className="lc-line-more">
                    <summary>Where this comes from</summary>
                    <span className="lc-detail">
                      {l.unverified ? <Unverified /> : l.checked ? <Checked words={l.checked} /> : null}{' '}
                      {l.technical ?? (l.unverified ? 'Not yet checked against the official text.' : '')}
                    </span>
                  </details>
                )}
              </th>
              <td className="lc-num">
                <LineAmount line={l} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Sources({ entries }: { entries: SourceEntry[] }) {
  const groups = [...new Set(entries.map((e) => e.group))];
  return (
    <>
      {groups.map((g) => (
        <div key={g} className="lc-source-group">
          <p className="field-label">{g}</p>
          <dl>
            {entries
              .filter((e) => e.group === g)
              .map((e, i) => (
                <div key={`${e.what}-${i}`}>
                  <dt>
                    {e.what}: {e.figure} {!e.verified && <Unverified />}
                  </dt>
                  <dd>
                    {e.url ? (
                      <a href={e.url} target="_blank" rel="noopener noreferrer">
                        {e.source}
                      </a>
                    ) : (
                      e.source
                    )}
                    {e.asOf ? `, ${e.asOf}` : ''}
                    {e.note ? `. ${e.note}` : ''}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </>
  );
}
