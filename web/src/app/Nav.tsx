import { Link, useLocation } from 'wouter';

interface NavItem {
  readonly href: string;
  readonly label: string;
  /** On a phone the bottom bar holds the five main screens; the others sit in the header's own links. */
  readonly phoneHeader?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/find-similar', label: 'Find Similar' },
  { href: '/flights', label: 'Flights' },
  { href: '/history', label: 'History' },
  { href: '/public', label: 'Community' },
  { href: '/watching', label: 'Watching', phoneHeader: true },
  { href: '/landed-cost', label: 'Landed cost', phoneHeader: true },
];

/** Whether a navigation item is the screen at `location` (Home only on `/` itself). */
export function isActiveItem(href: string, location: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

function NavLinks({ items, location }: { items: readonly NavItem[]; location: string }) {
  return items.map((item) => {
    const active = isActiveItem(item.href, location);
    return (
      <Link
        key={item.href}
        href={item.href}
        className={active ? 'nav-link active' : 'nav-link'}
        aria-current={active ? 'page' : undefined}
      >
        {item.label}
      </Link>
    );
  });
}

/** Top navigation with every screen on wide screens; on a phone the five main screens sit in a bottom
 *  bar and the other two in the header, so every screen is one tap away at any width. */
export function Nav() {
  const [location] = useLocation();
  return (
    <>
      <header className="app-header">
        <div className="app-header-inner">
          <Link href="/" className="brand" aria-label="CostLens home">
            <img src="/icons/icon-192.png" alt="" width={28} height={28} />
            <span>CostLens</span>
          </Link>
          <nav aria-label="Main" className="nav-desktop">
            <NavLinks items={NAV_ITEMS} location={location} />
          </nav>
          <nav aria-label="More" className="nav-phone-header">
            <NavLinks items={NAV_ITEMS.filter((i) => i.phoneHeader)} location={location} />
          </nav>
        </div>
      </header>
      <nav aria-label="Main (mobile)" className="nav-mobile">
        <NavLinks items={NAV_ITEMS.filter((i) => !i.phoneHeader)} location={location} />
      </nav>
    </>
  );
}
