import type { Asker } from './asker.ts';
import { calculatorTitle, LEADS } from './intro.ts';

interface CalculatorIntroProps {
  page: boolean;
  asker: Asker;
  name: string | undefined;
}

/** The calculator's heading and lead, the same while it loads as once it runs. */
export function CalculatorIntro({ page, asker, name }: CalculatorIntroProps) {
  const Title = page ? 'h1' : 'h2';
  return (
    <>
      <Title id="lc-title">{calculatorTitle(page, asker, name)}</Title>
      <p className="muted">{LEADS[asker]}</p>
    </>
  );
}

/** The calculator's card while its code, the cost book or the device's settings load: the heading and lead
 *  already in place, so nothing moves when the form arrives. */
export function CalculatorLoading({ page, ...intro }: CalculatorIntroProps) {
  return (
    <section className={`card lc-card${page ? ' lc-page' : ''}`} aria-busy="true" aria-labelledby="lc-title">
      <CalculatorIntro page={page} {...intro} />
      <div className="spinner" role="status" aria-label="Loading" />
    </section>
  );
}
