import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../cli/content/contentSet.ts';
import { howItWorksAnchor, routeAnchors } from '../../cli/anchors.ts';
import { listRoutes } from '../../cli/routes.ts';
import { makeProject, removeProjects } from './helpers/project.ts';

afterAll(removeProjects);

describe('routeAnchors', () => {
  const root = makeProject({
    'content/site.yaml': 'brand:\n  product: Tenetry\n',
    'content/pages/about.yaml': 'sections:\n  - id: mission\n    title: Mission\n  - anchor: values\n',
    'content/pages/industries/healthcare.yaml': 'challenges:\n  id: challenges\n',
    'content/pages/industries/defense.yaml': 'faq:\n  id: faq\n',
    'content/articles/a.md': '---\nid: intro\n---\n',
    'components/sections/Closing.tsx': "export function Closing({ id = 'get-started' }) { return id; }\n",
    'renderer/layout/Layout.tsx': 'export const Layout = () => <main id="main-content" />;\n',
    'pages/about/+Page.tsx': "import about from '#content/pages/about';\nimport { Closing } from '../../components/sections/Closing.tsx';\nexport default () => <section id=\"team\">{about.sections.length}<Closing /></section>;\n",
    'pages/industries/+Page.tsx': "import all from '#content/pages/industries';\nexport default () => all;\n",
    'pages/solutions/proof-of-governance/+Page.tsx': 'export default () => null;\n',
    'pages/plain/+Page.tsx': 'export default () => null;\n',
    'pages/resources/blog/@slug/+Page.tsx': 'export default () => null;\n',
  });
  const content = loadContent(root);
  const anchors = routeAnchors(root, listRoutes(root), content.parsed);
  const ids = (route: string) => [...(anchors.get(route)?.ids.keys() ?? [])].sort();

  it('takes ids from the content the page imports, literal ids in its files and components, and the layout', () => {
    expect(ids('/about')).toEqual(['get-started', 'main-content', 'mission', 'team', 'values']);
    expect(anchors.get('/about')?.known).toBe(true);
    expect(anchors.get('/about')?.contentIds).toEqual(['pages/about']);
  });

  it('expands a folder import to every file in it', () => {
    expect(ids('/industries')).toEqual(['challenges', 'faq', 'main-content']);
  });

  it('derives the How It Works anchor from the product name', () => {
    expect(howItWorksAnchor('Tenetry')).toBe('how-tenetry-makes-it-work');
    expect(ids('/solutions/proof-of-governance')).toContain('how-tenetry-makes-it-work');
  });

  it('does not claim to know the anchors of article pages', () => {
    expect(anchors.get('/resources/blog/a')?.known).toBe(false);
  });

  it('says where each anchor comes from', () => {
    expect(anchors.get('/about')?.ids.get('mission')).toEqual([{ file: 'content/pages/about.yaml', segments: ['sections', 0, 'id'], from: 'content' }]);
    expect(anchors.get('/about')?.ids.get('get-started')).toEqual([{ file: 'components/sections/Closing.tsx', from: 'code' }]);
  });
});
