/** Category icons and colours of the bill of materials: inline SVG, so nothing
 *  is downloaded and every icon renders offline. Unknown categories get a default icon in grey. */
import type { ReactNode } from 'react';

interface CategoryStyle {
  color: string;
  background: string;
  icon: ReactNode;
}

// Each colour keeps at least 4.5:1 against its tint, so the icon reads like text would.
const CATEGORY_STYLES: Record<string, CategoryStyle> = {
  Processor: {
    color: '#1d4ed8',
    background: '#dbeafe',
    icon: (
      <>
        <rect x="7" y="7" width="10" height="10" rx="1" />
        <path d="M9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3" />
      </>
    ),
  },
  Screen: {
    color: '#6d28d9',
    background: '#ede9fe',
    icon: (
      <>
        <rect x="3" y="4" width="18" height="12" rx="2" />
        <path d="M8 20h8M12 16v4" />
      </>
    ),
  },
  Components: {
    color: '#0f766e',
    background: '#ccfbf1',
    icon: (
      <>
        <circle cx="6" cy="6" r="2" />
        <circle cx="18" cy="18" r="2" />
        <circle cx="6" cy="18" r="2" />
        <path d="M8 6h5a3 3 0 0 1 3 3v7M8 18h8" />
      </>
    ),
  },
  Casing: {
    color: '#9a3412',
    background: '#ffedd5',
    icon: (
      <>
        <path d="M21 8l-9-5-9 5v8l9 5 9-5z" />
        <path d="M3 8l9 5 9-5M12 13v8" />
      </>
    ),
  },
  Battery: {
    color: '#15803d',
    background: '#dcfce7',
    icon: (
      <>
        <rect x="2" y="7" width="17" height="10" rx="2" />
        <path d="M22 11v2M6 10v4M10 10v4" />
      </>
    ),
  },
  Camera: {
    color: '#be185d',
    background: '#fce7f3',
    icon: (
      <>
        <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
        <circle cx="12" cy="13" r="3.5" />
      </>
    ),
  },
  Speaker: {
    color: '#a16207',
    background: '#fef9c3',
    icon: (
      <>
        <path d="M11 5L6 9H3v6h3l5 4z" />
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
      </>
    ),
  },
  Memory: {
    color: '#4338ca',
    background: '#e0e7ff',
    icon: (
      <>
        <rect x="3" y="7" width="18" height="10" rx="1" />
        <path d="M6 17v3M10 17v3M14 17v3M18 17v3M7 10v4M12 10v4M17 10v4" />
      </>
    ),
  },
  Sensor: {
    color: '#0e7490',
    background: '#cffafe',
    icon: (
      <>
        <circle cx="12" cy="12" r="2" />
        <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M4.9 4.9a10 10 0 0 0 0 14.2M19.1 4.9a10 10 0 0 1 0 14.2" />
      </>
    ),
  },
  Antenna: {
    color: '#a21caf',
    background: '#fae8ff',
    icon: (
      <>
        <path d="M12 10v11M8 21h8" />
        <circle cx="12" cy="8" r="2" />
        <path d="M8.5 4.5a5 5 0 0 0 0 7M15.5 4.5a5 5 0 0 1 0 7" />
      </>
    ),
  },
  Various: {
    color: '#334155',
    background: '#e2e8f0',
    icon: (
      <>
        <rect x="4" y="4" width="6" height="6" rx="1" />
        <rect x="14" y="4" width="6" height="6" rx="1" />
        <rect x="4" y="14" width="6" height="6" rx="1" />
        <rect x="14" y="14" width="6" height="6" rx="1" />
      </>
    ),
  },
};

const DEFAULT_STYLE: CategoryStyle = {
  color: '#4b5563',
  background: '#f3f4f6',
  icon: (
    <>
      <path d="M4 7l8-4 8 4v10l-8 4-8-4z" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
};

/** The style of a category; any category outside the known list gets the default icon and grey. */
export function categoryStyle(category: string): CategoryStyle {
  return CATEGORY_STYLES[category] ?? DEFAULT_STYLE;
}

export function MaterialIcon({ category }: { category: string }) {
  const style = categoryStyle(category);
  return (
    <span
      className="material-icon"
      style={{ color: style.color, background: style.background }}
      data-category-style={CATEGORY_STYLES[category] ? category : 'default'}
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {style.icon}
      </svg>
    </span>
  );
}
