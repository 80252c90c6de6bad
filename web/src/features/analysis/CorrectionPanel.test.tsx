import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KIND_CHOICE_TEXTS } from '../kinds/index.ts';
import CorrectionPanel, { CORRECTION_TEXTS } from './CorrectionPanel.tsx';

/** The first test to read the kinds loads the taxonomy's module (a second or more on a busy machine). */
const LOADS_KINDS_MS = 60_000;

const MUG = { productName: 'Ceramic mug', productCategory: 'Mug' };

afterEach(cleanup);

/** The text a screen reader reads after the field's name. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('CorrectionPanel', () => {
  it('is a closed disclosure on the results screen that opens a form and sends the trimmed correction', () => {
    const onSubmit = vi.fn();
    render(<CorrectionPanel variant="result" current={{ ...MUG, confidence: 85 }} onSubmit={onSubmit} />);
    const toggle = screen.getByRole('button', { name: 'Not the right product?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Product name')).toBeNull();
    expect(screen.queryByText(CORRECTION_TEXTS.lowConfidence)).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const name = screen.getByLabelText('Product name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('placeholder')).toBe('Ceramic mug');
    fireEvent.change(name, { target: { value: '  Espresso cup ' } });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'mug' } });
    fireEvent.click(screen.getByRole('button', { name: 'Re-estimate' }));
    expect(onSubmit).toHaveBeenCalledWith({ productName: 'Espresso cup', productCategory: 'mug' });
  });

  it.each([
    [35, true],
    [59, true],
    [60, false],
  ])('at %i %% confidence says a correction will help: %s', (confidence, shown) => {
    render(<CorrectionPanel variant="result" current={{ ...MUG, confidence }} onSubmit={vi.fn()} />);
    expect(screen.queryByText(CORRECTION_TEXTS.lowConfidence) !== null).toBe(shown);
  });

  it('refuses an empty correction with a message, without sending it', () => {
    const onSubmit = vi.fn();
    render(<CorrectionPanel variant="refused" message="No product was found in this photo." onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Re-estimate' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Type a product name or a category.');
    expect(screen.getByLabelText('Product name').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows a refusal open, with the server's reason describing the fields, and the last correction filled in", () => {
    render(
      <CorrectionPanel
        variant="refused"
        message="This photo shows a person, not a product."
        initial={{ productName: '', productCategory: 'zorb' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'What is this product?' })).toBeTruthy();
    expect(screen.getByText('This photo shows a person, not a product.')).toBeTruthy();
    expect((screen.getByLabelText(/^Category/) as HTMLInputElement).value).toBe('zorb');
    // Each field says what to put in it: the name is what a store calls it, the category only if needed.
    expect(description(screen.getByLabelText('Product name'))).toMatch(
      /What a store would call it.*This photo shows a person/,
    );
    expect(screen.getByLabelText(/^Category/).closest('div')!.textContent).toContain('(optional)');
    expect(description(screen.getByLabelText(/^Category/))).toMatch(/Only if the name alone could be many things/);
  });

  it('reopens on the results screen after a failed re-estimate, with its reason', () => {
    render(
      <CorrectionPanel
        variant="result"
        current={{ ...MUG, confidence: 85 }}
        message='CostLens has no cost data for "zorb".'
        initial={{ productName: 'zorb', productCategory: '' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Not the right product?' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('CostLens has no cost data for "zorb".')).toBeTruthy();
    expect((screen.getByLabelText('Product name') as HTMLInputElement).value).toBe('zorb');
  });

  it('offers the kinds the server found closest to unknown words, and one tap estimates that kind, the name kept', () => {
    const onSubmit = vi.fn();
    render(
      <CorrectionPanel
        variant="refused"
        message="CostLens doesn't know “blorb can” as a kind of product."
        initial={{ productName: 'blorb can', productCategory: '' }}
        kindChoices={[
          { id: 'canned-soft-drink', label: 'Canned soft drink' },
          { id: 'trash-can', label: 'Trash can' },
        ]}
        onSubmit={onSubmit}
      />,
    );
    // The server's words go with the choices, beside the field, not at the top of the form.
    const group = screen.getByRole('group', { name: /doesn't know “blorb can”/ });
    fireEvent.click(within(group).getByRole('button', { name: 'Canned soft drink' }));
    expect(onSubmit).toHaveBeenCalledWith({ productName: 'blorb can', productCategory: 'Canned soft drink' });
    expect((screen.getByLabelText('Product name') as HTMLInputElement).value).toBe('blorb can');
  });

  it(
    'when nothing is close to the words, searches the kinds instead: never a dead end',
    async () => {
      const onSubmit = vi.fn();
      render(
        <CorrectionPanel
          variant="refused"
          message="CostLens doesn't know “zzqx blorb” as a kind of product."
          initial={{ productName: 'zzqx blorb', productCategory: '' }}
          kindChoices={[]}
          onSubmit={onSubmit}
        />,
      );
      const search = await screen.findByLabelText(KIND_CHOICE_TEXTS.search, undefined, { timeout: LOADS_KINDS_MS });
      fireEvent.change(search, { target: { value: 'kettle' } });
      fireEvent.click(await screen.findByRole('button', { name: /^Kettle$/ }));
      expect(onSubmit).toHaveBeenCalledWith({ productName: 'zzqx blorb', productCategory: 'Kettle' });
    },
    LOADS_KINDS_MS,
  );

  it(
    'says as a name is typed what it will be estimated as, and from which family',
    async () => {
      render(
        <CorrectionPanel
          variant="refused"
          message="An earlier refusal."
          initial={{ productName: 'zzqx blorb', productCategory: '' }}
          kindChoices={[]}
          onSubmit={vi.fn()}
        />,
      );
      fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'cordless drill' } });
      // The choices answered the old words: gone once the name changes; the reading of the new name shows.
      expect(screen.queryByRole('group')).toBeNull();
      const hint = await screen.findByText(/from similar products: power tools/, undefined, {
        timeout: LOADS_KINDS_MS,
      });
      expect(hint.closest('p')!.textContent).toMatch(/^Estimated as Drill/);
    },
    LOADS_KINDS_MS,
  );
});
