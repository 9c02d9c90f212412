import { ChevronDown, Menu, X } from 'lucide';
import { Glyph } from '../../components/ui/Glyph.tsx';
import { Cta } from '../../components/ui/Cta.tsx';
import { navigation, site } from '../../lib/content/site.ts';
import { Logo } from './Logo.tsx';

type HeaderEntry = (typeof navigation.header)[number];

/**
 * Fixed header. Dropdowns follow the WAI-ARIA disclosure-navigation pattern: a button with
 * aria-expanded controls a panel of links (client/nav.ts adds hover, delay, Escape and outside click).
 * Without JavaScript the panels open on hover and focus through CSS.
 */
export function Header({ pathname }: { pathname: string }) {
  return (
    <header className="site-header" data-site-header>
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <a href="/" className="rounded-md" aria-label={site.ui.homeLink}>
          <Logo onDark />
        </a>
        <nav aria-label={site.ui.mainNavigation} className="hidden lg:block" data-desktop-nav>
          <ul className="flex items-center gap-1">
            {navigation.header.map((entry) => (
              <li key={entry.name} className="relative" {...(entry.children ? { 'data-dropdown': '' } : {})}>
                {entry.children ? <Dropdown entry={entry} pathname={pathname} /> : <TopLink entry={entry} pathname={pathname} />}
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          {navigation.ctas.map((cta) => (
            <Cta key={cta.label} cta={cta} small arrow={false} onDark />
          ))}
        </div>
        {/* A native disclosure: the menu opens and closes without JavaScript (client/nav.ts adds Escape). */}
        <details className="mobile-menu-root lg:hidden" data-mobile-menu-root>
          <summary className="menu-toggle" data-menu-toggle>
            <Glyph icon={Menu} aria-hidden="true" className="size-6 menu-icon-open" />
            <Glyph icon={X} aria-hidden="true" className="size-6 menu-icon-close" />
            <span className="sr-only">{site.ui.menuButton}</span>
          </summary>
          <MobileMenu pathname={pathname} />
        </details>
      </div>
    </header>
  );
}

function isCurrent(href: string | undefined, pathname: string): boolean {
  return Boolean(href) && (pathname === href || (href !== '/' && pathname.startsWith(`${href}/`)));
}

function TopLink({ entry, pathname }: { entry: HeaderEntry; pathname: string }) {
  return (
    <a href={entry.href} className="nav-link" title={entry.description} {...(isCurrent(entry.href, pathname) ? { 'aria-current': 'page' as const } : {})}>
      {entry.name}
    </a>
  );
}

function Dropdown({ entry, pathname }: { entry: HeaderEntry; pathname: string }) {
  const id = `nav-${entry.name.toLowerCase()}`;
  const active = entry.children?.some((c) => isCurrent(c.href, pathname));
  return (
    <>
      <button type="button" className={`nav-link ${active ? 'nav-link-active' : ''}`} aria-expanded="false" aria-controls={id} data-dropdown-trigger>
        {entry.name}
        <Glyph icon={ChevronDown} aria-hidden="true" className="size-4 transition-transform nav-chevron" />
      </button>
      <div id={id} className="dropdown-panel" data-dropdown-panel>
        <p className="px-3 pb-2 text-xs font-medium uppercase tracking-wider text-ink-500">{entry.description}</p>
        <ul>
          {entry.children?.map((child) => (
            <li key={child.href}>
              <a href={child.href} className="dropdown-link" {...(isCurrent(child.href, pathname) ? { 'aria-current': 'page' as const } : {})}>
                <span className="block text-sm font-semibold text-ink-900">{child.name}</span>
                <span className="block text-sm text-ink-600">{child.description}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** Collapsible sections are exclusive `<details name>` elements: opening one closes the other. */
function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <div id="mobile-menu" className="mobile-menu" data-mobile-menu>
      <nav aria-label={site.ui.mobileNavigation} className="container-page py-4">
        <ul className="space-y-1">
          {navigation.header.map((entry) => (
            <li key={entry.name}>
              {entry.children ? (
                <details name="mobile-nav" className="mobile-section" data-mobile-section>
                  <summary className="mobile-link">
                    {entry.name}
                    <Glyph icon={ChevronDown} aria-hidden="true" className="size-5 mobile-chevron" />
                  </summary>
                  <ul className="pb-2 pl-3">
                    {entry.children.map((child) => (
                      <li key={child.href}>
                        <a href={child.href} className="mobile-sublink" {...(isCurrent(child.href, pathname) ? { 'aria-current': 'page' as const } : {})}>
                          <span className="block font-medium text-ink-900">{child.name}</span>
                          <span className="block text-sm text-ink-600">{child.description}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <a href={entry.href} className="mobile-link" {...(isCurrent(entry.href, pathname) ? { 'aria-current': 'page' as const } : {})}>
                  {entry.name}
                </a>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-3 border-t border-ink-100 pt-4">
          {navigation.ctas.map((cta) => (
            // A ghost button would read as plain text among the menu's links.
            <Cta key={cta.label} cta={cta.variant === 'ghost' ? { ...cta, variant: 'secondary' } : cta} arrow={false} />
          ))}
        </div>
      </nav>
    </div>
  );
}
