/** An accessible tab list (WAI-ARIA tabs: arrow keys move between tabs, one tab stop). */
import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabBarProps<K extends string> {
  tabs: readonly TabItem<K>[];
  active: K;
  // NoInfer: K comes from the tabs and the active key; a state setter's wider parameter must not widen it.
  onChange: (key: NoInfer<K>) => void;
  label: string;
  /** Prefix of the tab and panel ids, so panels can point back with aria-labelledby. */
  idPrefix?: string;
}

export function tabIds(prefix: string, key: string) {
  return { tab: `${prefix}-tab-${key}`, panel: `${prefix}-panel-${key}` };
}

export function TabBar<K extends string>({ tabs, active, onChange, label, idPrefix }: TabBarProps<K>) {
  const fallback = useId();
  const prefix = idPrefix ?? fallback;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((t, i) => {
        const ids = tabIds(prefix, t.key);
        return (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-controls={ids.panel}
            aria-selected={t.key === active}
            tabIndex={t.key === active ? 0 : -1}
            className="tab"
            onClick={() => onChange(t.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
