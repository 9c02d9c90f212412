// https://vike.dev/error-page
import { Home } from 'lucide';
import { Glyph } from '../../components/ui/Glyph.tsx';
import { site } from '../../lib/content/site.ts';
import { Heading } from '../../components/ui/Heading.tsx';

/** The not-found screen, its copy from `notFound` in content/site.yaml; client/notFound.ts logs the missing path. */
export default function Page() {
  const { notFound } = site;
  return (
    <section className="flex min-h-[70vh] items-center bg-ink-50 pt-16" aria-labelledby="page-title">
      <div className="container-page py-24 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{notFound.eyebrow}</p>
        <Heading level={1} id="page-title" className="mt-3 text-7xl font-semibold tracking-tight text-ink-900 sm:text-8xl">
          {notFound.title}
        </Heading>
        <p className="mt-4 text-xl text-ink-600">{notFound.message}</p>
        <a href="/" className="btn btn-primary mt-10">
          <Glyph icon={Home} aria-hidden="true" className="size-4" />
          {notFound.homeLabel}
        </a>
      </div>
    </section>
  );
}
