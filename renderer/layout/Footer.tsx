import { Mail } from 'lucide';
import { Glyph } from '../../components/ui/Glyph.tsx';
import { ExternalLink } from '../../components/ui/ExternalLink.tsx';
import { navigation, routes, site, solutionNavItems } from '../../lib/content/site.ts';
import { Logo } from './Logo.tsx';
import { SocialIcon } from './SocialIcon.tsx';
import { Heading } from '../../components/ui/Heading.tsx';

interface FooterLink {
  name: string;
  href: string;
}

export function Footer() {
  const { address } = site;
  return (
    <footer id="site-footer" className="tone-ink text-ink-300" aria-labelledby="footer-heading">
      <Heading level={2} id="footer-heading" className="sr-only">
        {site.ui.footerHeading}
      </Heading>
      <div className="container-page grid gap-10 py-12 sm:gap-12 sm:py-16 lg:grid-cols-[1.4fr_2fr]">
        <div className="space-y-5 sm:space-y-6">
          <a href="/" className="inline-block rounded-md" aria-label={site.ui.homeLink}>
            <Logo onDark />
          </a>
          <p className="max-w-sm text-sm leading-6">{site.brand.tagline}.</p>
          <address className="text-sm not-italic leading-6">
            {site.brand.company}
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <ul className="flex gap-3" aria-label={site.ui.socialLinks}>
            {site.social.map((s) => (
              <li key={s.network}>
                <ExternalLink href={s.url} className="social-link" label={s.label} data-tooltip={s.label}>
                  <SocialIcon network={s.network} className="size-5" />
                </ExternalLink>
              </li>
            ))}
          </ul>
          <a href={routes.newsletter} className="btn btn-secondary btn-on-dark btn-sm">
            <Glyph icon={Mail} aria-hidden="true" className="size-4" />
            {site.ui.newsletterButton}
          </a>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          <FooterColumn title={navigation.footer.headings.solutions} links={solutionNavItems()} />
          <FooterColumn title={navigation.footer.headings.company} links={navigation.footer.company} />
          <FooterColumn title={navigation.footer.headings.legal} links={navigation.footer.legal} inlineOnPhones>
            <li>
              <button type="button" className="footer-link" aria-haspopup="dialog" data-consent-open>
                {site.consentBanner.reopenLabel}
              </button>
            </li>
          </FooterColumn>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-ink-400 sm:flex-row sm:justify-between">
          <p>
            {site.copyrightLine} {site.brand.company} {site.ui.rightsReserved}
          </p>
          <p>{site.brand.trademarkNote}</p>
        </div>
      </div>
    </footer>
  );
}

/** `inlineOnPhones`: the column spans the footer's width on a phone, its links in a wrapping row (short labels, no half-empty row). */
function FooterColumn({ title, links, inlineOnPhones = false, children }: { title: string; links: FooterLink[]; inlineOnPhones?: boolean; children?: React.ReactNode }) {
  return (
    <div className={inlineOnPhones ? 'col-span-2 sm:col-span-1' : undefined}>
      <Heading level={3} className="text-sm font-semibold text-white">
        {title}
      </Heading>
      <ul className={inlineOnPhones ? 'mt-4 flex flex-wrap gap-x-6 gap-y-3 sm:block sm:space-y-3' : 'mt-4 space-y-3'}>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className="footer-link">
              {l.name}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}
