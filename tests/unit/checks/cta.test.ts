import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { callsToAction, checkCta, ctaKinds } from '../../../pipeline/checks/cta.ts';
import { makeProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

describe('checkCta', () => {
  const kinds = ctaKinds(projectRoot);

  it('reads the kinds from the common schema', () => {
    expect(kinds).toEqual(['app', 'partner-portal', 'scheduler', 'contact', 'page', 'press']);
  });

  it.each([
    [{ label: 'Pricing', kind: 'page', href: '/pricing' }, []],
    [{ label: 'Sign Up', kind: 'app' }, []],
    [{ label: 'Contact Sales', kind: 'contact' }, []],
    [{ label: 'Pricing', kind: 'page' }, ['error  A call to action of kind `page` needs `href`']],
    [{ label: 'Pricing', kind: 'page', href: '' }, ['error  A call to action of kind `page` needs `href`']],
    [{ label: 'Talk to Us', kind: 'scheduler', href: '/contact' }, ['error href A `scheduler` call to action takes its address from the site config, so `href` is not used.']],
    [{ label: 'Go', kind: 'pages', href: '/x' }, ['error kind `pages` is not a kind of call to action. Did you mean `page`?']],
    [{ label: 'Go', kind: 3 }, ['error kind `3` is not a kind of call to action.']],
    [{ label: 'Contact Us', kind: 'page', href: '/contact' }, ['warning kind This call to action opens /contact: use `kind: contact`']],
    [{ label: 'Learn More', kind: 'contact' }, ['error label `Learn More` does not say where it leads. Add `context`']],
    [
      { label: ' read more ', kind: 'page', href: '/about' },
      ['error label ` read more ` does not say where it leads.', 'warning label Button labels are in Title Case, like every other button of the site: write `Read More`.'],
    ],
    [{ label: 'Learn More', kind: 'contact', context: 'about governed storage' }, []],
    // The spec's labels keep their destination wherever they appear.
    [{ label: 'Become a Partner', kind: 'partner-portal' }, []],
    [
      { label: 'Become a Partner', kind: 'page', href: '/partnerships' },
      ['error kind `Become a Partner` is the label of the buttons that open the partner portal, so this one must too: set `kind: partner-portal` and remove `href`'],
    ],
    [
      { label: 'contact partnership team ', kind: 'contact' },
      [
        'error kind `contact partnership team ` is the label of the buttons that open the partner portal',
        'warning label Button labels are in Title Case, like every other button of the site: write `Contact Partnership Team`.',
      ],
    ],
    [{ label: 'Start Free 30-Day Trial', kind: 'scheduler' }, ['error kind `Start Free 30-Day Trial` is the label of the buttons that open the application']],
    [{ label: 'Talk to Us', kind: 'contact' }, ['error kind `Talk to Us` is the label of the buttons that open the meeting scheduler']],
    [{ label: 'Contact Sales', kind: 'app' }, ['error kind `Contact Sales` is the label of the buttons that open /contact']],
    [{ label: 'Partner With Us', kind: 'page', href: '/partnerships' }, []],
    [{ label: 'Learn More About Us', kind: 'page', href: '/about' }, []],
    [{ label: 'Learn more about us', kind: 'page', href: '/about' }, ['warning label Button labels are in Title Case, like every other button of the site: write `Learn More About Us`.']],
    [
      { label: 'Explore GPU infrastructure', kind: 'page', href: '/pricing' },
      ['warning label Button labels are in Title Case, like every other button of the site: write `Explore GPU Infrastructure`.'],
    ],
    [{ label: 'Read the Announcement', kind: 'press' }, []],
    [{ label: 'the Proof Network', kind: 'page', href: '/about' }, ['warning label Button labels are in Title Case, like every other button of the site: write `The Proof Network`.']],
  ])('%j', (cta, expected) => {
    const found = checkCta(cta, kinds).map((f) => `${f.severity} ${f.at.join('.')} ${f.message}`);
    expect(found).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(found[i]).toContain(e));
  });
});

describe('the cta check on a content folder', () => {
  it('finds calls to action anywhere in a file and locates each mistake', () => {
    const root = makeProject({
      'content/pages/x.yaml': [
        'hero:',
        '  ctas:',
        '    - label: Pricing',
        '      kind: page',
        '    - label: Talk to Us',
        '      kind: scheduler',
        '      href: /contact',
        'closing:',
        '  cta: { label: Contact Sales, kind: contact }',
        '',
      ].join('\n'),
    });
    const problems = callsToAction(loadContent(root));
    expect(problems.map((p) => `${p.line}:${p.column} ${p.field} ${p.rule}`)).toEqual(['3:7 hero.ctas[0] cta', '7:7 hero.ctas[1].href cta']);
  });
});
