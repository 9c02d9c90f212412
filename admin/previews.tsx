import { readingMinutes } from '../lib/format/readingTime.ts';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, useState } from 'react';
import { renderMarkdown } from '../components/markdown/render.tsx';
import { site } from '../lib/content/site.ts';
import { fillBrandDeep } from '../lib/format/brandText.ts';
import { fillCountsDeep } from '../lib/format/countText.ts';
import type { Problem } from '../lib/problem.ts';
import { onChecks, problemLocation, problemPlace } from './checks.ts';
import type { ConfigCollection } from './fieldLabels.ts';
import { previewCounts } from './previewCounts.ts';
import { assetPath } from './uploads.tsx';

/**
 * Previews in the content manager. An article is drawn with the site's stylesheet (registered as
 * the preview style) and the site's own Markdown renderer, so it reads as it will on the site. A
 * page's data feeds components that need the whole site, so its preview links to the page on the
 * dev server instead, and lists the site checks' problems in this file.
 */

type Data = Record<string, unknown>;

function dataOf(entry: PreviewTemplateComponentProps['entry']): Data {
  const value = read(entry, 'data');
  return value && typeof value === 'object' ? (value as Data) : {};
}

/** A value of an Immutable map or of a plain object (Decap passes both, depending on the prop). */
function read(source: unknown, key: string): unknown {
  if (!source || typeof source !== 'object') return undefined;
  const map = source as { get?: (k: string) => unknown; toJS?: () => unknown };
  const value = typeof map.get === 'function' ? map.get(key) : (source as Record<string, unknown>)[key];
  const immutable = value as { toJS?: () => unknown } | undefined;
  return immutable && typeof immutable.toJS === 'function' ? immutable.toJS() : value;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Room on the right for the buttons Decap floats over the preview's top right corner (hide, sync scrolling). */
const CLEAR_OF_PREVIEW_BUTTONS = { paddingRight: '4rem' } as const;

/** The counts for the `{count:…}` placeholders (none until they are read: the placeholders show as written meanwhile). */
function useCounts(config: unknown, getCollection: PreviewTemplateComponentProps['getCollection']): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({});
  useEffect(() => {
    let live = true;
    const collections = (read(config, 'collections') ?? []) as ConfigCollection[];
    void previewCounts(collections, (collection, entry) => getCollection(collection, entry)).then((c) => live && setCounts(c));
    return () => {
      live = false;
    };
  }, [config, getCollection]);
  return counts;
}

/** The address to show an image at: an image uploaded while editing is Decap's until the entry is saved (./uploads.tsx). */
function imageUrl(getAsset: PreviewTemplateComponentProps['getAsset'], collection: unknown, src: string): string {
  const asset = getAsset(assetPath(collection, src)) as { url?: string } | undefined;
  return asset?.url || src;
}

export function ArticlePreview({ entry, collection, config, getAsset, getCollection }: PreviewTemplateComponentProps) {
  // The site fills the brand placeholders (`{product}`, `{company}`) and the counts (`{count:pillars}`) when it loads the content: so does the preview.
  const counts = useCounts(config, getCollection);
  const data = fillCountsDeep(fillBrandDeep(dataOf(entry), site.brand), counts);
  const hero = (data['heroImage'] ?? {}) as Data;
  const heroSrc = text(hero['src']);
  const src = (value: string) => imageUrl(getAsset, collection, value);
  const sizes = { width: Number(hero['width']) || 1200, height: Number(hero['height']) || 630 };
  let body: ReturnType<typeof renderMarkdown> = null;
  let bodyError = '';
  try {
    // Images in the body are drawn at the hero's proportions, from the file itself (uploads not yet written
    // included): their sizes and copies are made at build time.
    body = renderMarkdown(text(data['body']), { imageSize: () => sizes, imageVariants: () => undefined, imageSrc: src });
  } catch (error) {
    bodyError = error instanceof Error ? error.message : String(error);
  }
  const minutes = Number(data['readTime']) || readingMinutes(text(data['body']));
  return (
    <article className="bg-white" style={CLEAR_OF_PREVIEW_BUTTONS} data-article-preview>
      <header className="container-page max-w-5xl pt-10 pb-8">
        {data['category'] ? <span className="badge">{text(data['category'])}</span> : null}
        <h1 className="display mt-4 text-3xl sm:text-4xl lg:text-5xl">{text(data['title']) || 'Untitled article'}</h1>
        {data['description'] ? <p className="lead mt-5 max-w-3xl">{text(data['description'])}</p> : null}
        <p className="mt-6 text-sm text-ink-600">{[text(data['author']), text(data['publishedTime']), minutes ? `${minutes} min read` : ''].filter(Boolean).join(' · ')}</p>
        {heroSrc ? <img className="article-hero-image mt-8 w-full rounded-2xl" src={src(heroSrc)} alt={text(hero['alt'])} width={sizes.width} height={sizes.height} /> : null}
      </header>
      <div className="container-page max-w-5xl pb-16">{bodyError ? <p role="alert">{bodyError}</p> : <div className="article-prose">{body}</div>}</div>
    </article>
  );
}

function useFileProblems(file: string): Problem[] {
  const [problems, setProblems] = useState<Problem[]>([]);
  useEffect(() => onChecks((result) => setProblems(result.problems.filter((p) => p.file === file))), [file]);
  return problems;
}

export function PagePreview({ entry, collection, config }: PreviewTemplateComponentProps) {
  const slug = text(read(entry, 'slug'));
  const files = read(collection, 'files') as { name: string; file: string; label: string }[] | undefined;
  const file = files?.find((f) => f.name === slug);
  const siteUrl = text(read(config, 'site_url')).replace(/\/$/, '');
  // The generator names the page a file feeds at the end of its label: `About (/about)`.
  const route = /\((\/[^)]*)\)$/.exec(file?.label ?? '')?.[1];
  const problems = useFileProblems(file?.file ?? '');
  return (
    <div className="container-page py-10" style={CLEAR_OF_PREVIEW_BUTTONS} data-page-preview>
      <p className="eyebrow">Preview</p>
      {route ? (
        <p className="mt-3 text-lg">
          This form is the page{' '}
          <a className="md-link" href={`${siteUrl}${route}`} target="_blank" rel="noopener noreferrer">
            {route}
          </a>
          . Save, then open it: the dev server shows the saved file.
        </p>
      ) : (
        <p className="mt-3 text-lg">This form feeds parts of several pages. Save, then open the site to see them.</p>
      )}
      {file ? <p className="mt-2 text-sm text-ink-600">File: {file.file}</p> : null}
      {problems.length ? (
        <ul className="mt-6 space-y-2 text-sm">
          {problems.map((p) => (
            <li key={`${problemLocation(p)} ${p.message}`} className={p.severity === 'error' ? 'text-red-800' : 'text-amber-800'}>
              <strong>{problemPlace(p).field || 'The file'}</strong>: {p.message} <span className="text-ink-600">({problemLocation(p)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
