import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Airport } from '@costlens/contracts';
import { findAirport, POPULAR_AIRPORTS, searchAirports } from '@costlens/domain';

interface Group {
  label: string;
  airports: readonly Airport[];
}

/** The picker's groups: with an empty box 'Popular Airports' then the first 20; under 2 characters
 *  the first 20; otherwise the matches (at most 50). */
function groupsFor(text: string): Group[] {
  if (!text.trim())
    return [
      { label: 'Popular Airports', airports: POPULAR_AIRPORTS },
      { label: 'All Airports', airports: searchAirports('') },
    ];
  const found = searchAirports(text);
  return found.length ? [{ label: 'Airports', airports: found }] : [];
}

export interface AirportPickerProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** What is wrong with the choice, said under the field. */
  error?: string;
}

/** A button that opens a searchable popover of the built-in airports (a combobox with a grouped listbox). */
export function AirportPicker({ label, value, onChange, error }: AirportPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const groups = useMemo(() => groupsFor(text), [text]);
  const options = useMemo(
    () => groups.flatMap((g) => g.airports.map((a) => ({ group: g.label, airport: a }))),
    [groups],
  );
  const selected = findAirport(value);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  useEffect(() => {
    setActive(0);
  }, [text]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open, id]);

  function choose(code: string) {
    onChange(code);
    setOpen(false);
    setText('');
    button.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const o = options[active];
      if (o) choose(o.airport.code);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  }

  let index = -1;
  return (
    <div className="airport-picker" ref={root}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className="input airport-picker-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`}>
          <strong>{value}</strong>
          {selected ? ` · ${selected.city}` : ''}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {open && (
        <div className="airport-popover card" role="dialog" aria-label={`${label} airport`}>
          <input
            ref={input}
            className="input"
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={options.length ? `${id}-opt-${active}` : undefined}
            aria-label={`Search ${label.toLowerCase()} airports`}
            placeholder="Search airports..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {groups.length === 0 && (
            <p className="muted airport-empty" role="status">
              No airports found.
            </p>
          )}
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label="Airports"
            className="airport-list"
            hidden={groups.length === 0}
          >
            {groups.map((g, gi) => (
              <div key={g.label} role="group" aria-labelledby={`${id}-group-${gi}`}>
                <div className="airport-group-label" id={`${id}-group-${gi}`}>
                  {g.label}
                </div>
                {g.airports.map((a) => {
                  index += 1;
                  const i = index;
                  return (
                    <div
                      key={`${g.label}-${a.code}`}
                      id={`${id}-opt-${i}`}
                      role="option"
                      aria-selected={i === active}
                      className={`airport-option${i === active ? ' active' : ''}${a.code === value ? ' current' : ''}`}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => choose(a.code)}
                      onMouseMove={() => setActive(i)}
                    >
                      <span className="airport-code">{a.code}</span>
                      <span className="airport-text">
                        <span>
                          {a.city}, {a.country}
                        </span>
                        <span className="muted small">{a.name}</span>
                      </span>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
