import { Link, useLocation } from 'wouter';

export const NAV_ITEMS = [
  { href: '/', label: 'Home' },
  { href: '/find-similar', label: 'Find Similar' },
  { href: '/flights', label: 'Flights' },
  { href: '/history', label: 'History' },
  { href: '/public', label: 'Community' },
] as const;

/** Top navigation; on small screens the same items sit in a bottom bar (same content, two layouts). */
export function Nav() {
  const [location] = useLocation();
  const isActive = (href: string) => (href === '/' ? location === '/' : location.startsWith(href));
  return (
    <>
      <header className="app-header">
        <div className="app-header-inner">
          <Link href="/" className="brand" aria-label="CostLens home">
            <img src="/icons/icon-192.png" alt="" width={28} height={28} />
            <span>CostLens</span>
          </Link>
          <nav aria-label="Main" className="nav-desktop">
            {NAV_ITEMS.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                className={isActive(item.href) ? 'nav-link active' : 'nav-link'}
                aria-current={isActive(item.href) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            ))}
          </nav>
          <div className="header-links">
            <Link href="/public" className="header-link">
              Community
            </Link>
            <Link href="/history" className="header-link">
              History
            </Link>
          </div>
        </div>
      </header>
      <nav aria-label="Main (mobile)" className="nav-mobile">
        {NAV_ITEMS.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            className={isActive(item.href) ? 'nav-link active' : 'nav-link'}
            aria-current={isActive(item.href) ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
    </>
  );
}
