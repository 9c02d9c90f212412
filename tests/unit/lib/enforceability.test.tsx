import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { EnforceabilityChecker } from '../../../.generated/types/enforceability-checker.ts';
import { checkerExamples, claimsIn } from '../../../pipeline/checks/checkerExamples.ts';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { CheckerIsland } from '../../../components/governance/checker/CheckerIsland.tsx';
import { SentenceResult } from '../../../components/governance/checker/SentenceResult.tsx';
import { analyseSentence, analyseText, MAX_TEXT_LENGTH, splitSentences } from '../../../lib/enforceability/analyse.ts';
import { rewriteSkeleton, verdictText } from '../../../lib/enforceability/messages.ts';
import { TABLE } from './enforceabilityTable.ts';
import { makeProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const fixtureFile = path.join(projectRoot, 'tests', 'fixtures', 'enforceability-checker.yaml');
const checker = parse(readFileSync(fixtureFile, 'utf8')) as EnforceabilityChecker;

/** The element was found and contains `want`, or (want null) was not found. */
function element(got: string | null, want: string | null): boolean {
  return want === null ? got === null : got !== null && got.toLowerCase().includes(want.toLowerCase());
}

describe('the analyser on the table of policy sentences', () => {
  it('holds at least 40 sentences', () => expect(TABLE.length).toBeGreaterThanOrEqual(40));

  it.each(TABLE.map((row) => [row.text, row] as const))('%s', (_, row) => {
    const results = analyseText(row.text, checker);
    expect(results).toHaveLength(row.sentences ?? 1);
    const first = results[0]!;
    expect(first.enforceable, verdictText(first, checker)).toBe(row.enforceable);
    expect(element(first.condition, row.condition), `condition: ${first.condition}`).toBe(true);
    expect(element(first.outcome, row.outcome), `outcome: ${first.outcome}`).toBe(true);
    expect(element(first.responsibleParty, row.party), `responsible party: ${first.responsibleParty}`).toBe(true);
    expect(first.vaguePhrases.map((v) => v.text.toLowerCase())).toEqual(row.vague);
  });
});

describe('the analyser’s rules', () => {
  it('matches vague phrases as whole words in any case, and marks their exact place', () => {
    const a = analyseSentence('Staff SHOULD review logs as Needed; maybe the canteen is fine.', checker);
    expect(a.vaguePhrases.map((v) => [v.text, a.text.slice(v.start, v.end)])).toEqual([
      ['SHOULD', 'SHOULD'],
      ['as Needed', 'as Needed'],
    ]);
  });

  it('does not flag May the month or a can that is a noun', () => {
    for (const sentence of [
      'The owner must file it in May.',
      'The owner must file it by May 31.',
      'May 2026 audits must be closed by the audit lead.',
      'The team lead must empty the trash can daily.',
      'The team lead must open a can of paint.',
    ]) {
      expect(analyseSentence(sentence, checker).vaguePhrases, sentence).toEqual([]);
    }
    expect(analyseSentence('The owner may file it.', checker).vaguePhrases.map((v) => v.text)).toEqual(['may']);
  });

  it('finds every directing term of the lexicon, multi-word ones included', () => {
    for (const term of checker.directingTerms) {
      const a = analyseSentence(`When a request arrives, the service owner ${term} answer it within one day.`, checker);
      expect(
        a.directingTerms.map((d) => d.text),
        term,
      ).toEqual([term]);
      expect(a.enforceable, term).toBe(true);
    }
  });

  it('takes the agent of a passive as the responsible party, but not a deadline that starts with by', () => {
    expect(analyseSentence('Each month, invoices must be approved by the finance manager.', checker).responsibleParty).toBe('the finance manager');
    const a = analyseSentence('Each month, invoices must be approved by the fifth business day.', checker);
    expect(a.responsibleParty).toBeNull();
    expect(a.enforceable).toBe(false);
  });

  it('names the group that is not a role', () => {
    expect(verdictText(analyseSentence('When a laptop is lost, employees must report it within one hour.', checker), checker)).toBe("Not enforceable: 'employees' is not a responsible role");
  });

  it('gives the verdict first, then the reasons', () => {
    const vague = analyseSentence('Access to production systems should be reviewed as needed.', checker);
    expect(verdictText(vague, checker)).toBe("Not enforceable: no condition, no responsible party, vague term 'should', vague term 'as needed'");
    const missing = analyseSentence('Access reviews happen.', checker);
    expect(verdictText(missing, checker)).toBe('Not enforceable: no condition, no outcome, no responsible party, no directing term');
    const ok = analyseSentence('When a breach is detected, the CISO must notify the regulator within 72 hours.', checker);
    expect(verdictText(ok, checker)).toMatch(/^Enforceable: /);
  });

  it('analyses at most the first 2,000 characters', () => {
    const sentence = 'When a breach is detected, the CISO must notify the regulator within 72 hours. ';
    const results = analyseText(sentence.repeat(100), checker);
    expect(results.length).toBe(Math.ceil(MAX_TEXT_LENGTH / sentence.length));
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends, not after abbreviations or inside numbers', () => {
    expect(splitSentences('The owner must act (e.g. revoke access) within 1.5 days. The lead must check! Is it done? Yes.')).toEqual([
      'The owner must act (e.g. revoke access) within 1.5 days.',
      'The lead must check!',
      'Is it done?',
      'Yes.',
    ]);
  });

  it('completes each list item with the lead-in that ends in a colon', () => {
    expect(splitSentences('Intro sentence. The security lead must:\n- patch servers monthly\n* rotate keys yearly\n\n(a) Standalone item.')).toEqual([
      'Intro sentence.',
      'The security lead must patch servers monthly',
      'The security lead must rotate keys yearly',
      'Standalone item.',
    ]);
  });

  it('joins a sentence wrapped over lines and drops what holds no word', () => {
    expect(splitSentences('The owner must\nreview access monthly.\n\n  ...  \n')).toEqual(['The owner must review access monthly.']);
  });
});

describe('rewriteSkeleton', () => {
  it('fills what was found and leaves blanks for the rest, without the vague phrases', () => {
    const a = analyseSentence('Access to production systems should be reviewed as needed.', checker);
    expect(rewriteSkeleton(a, checker.rewrite)).toBe('When [condition], [responsible role] must ensure access to production systems is reviewed within [time].');
    const b = analyseSentence('The data protection officer must report breaches within 72 hours.', checker);
    expect(rewriteSkeleton(b, checker.rewrite)).toBe('When [condition], the data protection officer must report breaches within 72 hours.');
    const c = analyseSentence('All staff must complete security training each year.', checker);
    expect(rewriteSkeleton(c, checker.rewrite)).toBe('Each year, [responsible role] must complete security training within [time].');
  });

  it('offers none for an enforceable sentence', () => {
    expect(rewriteSkeleton(analyseSentence('When a model drifts, the model owner must retrain it within five days.', checker), checker.rewrite)).toBeNull();
  });
});

describe('the checker’s markup', () => {
  it('marks each vague phrase, shows directing terms and lists the three elements', () => {
    const html = renderToString(
      <SentenceResult analysis={analyseSentence('If applicable, vendors’ AI tools can be assessed before use by the procurement lead.', checker)} checker={checker} index={1} live />,
    );
    expect([...html.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((m) => m[1])).toEqual(['If applicable', 'can']);
    expect(html).toMatch(/<p role="status" aria-atomic="true"[^>]*><strong[^>]*>Not enforceable<\/strong>: /);
    expect([...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['Condition', 'before use'],
      ['Outcome', 'vendors’ AI tools assessed'],
      ['Responsible party', 'the procurement lead'],
    ]);
    const ok = renderToString(<SentenceResult analysis={analyseSentence('When a model drifts, the model owner must retrain it.', checker)} checker={checker} index={1} live={false} />);
    expect(ok).toMatch(/<strong[^>]*data-directing="true"[^>]*>must<\/strong>/);
    expect(ok).not.toContain('role="status"');
    expect(ok).not.toContain('<mark');
  });

  it('renders the island with its text prefilled and that text’s results, with nothing that could submit the text', () => {
    const html = renderToString(<CheckerIsland checker={checker} initialText="Backups should be tested periodically." />);
    expect(html).toMatch(/<textarea[^>]*>Backups should be tested periodically\.<\/textarea>/);
    expect(html).not.toMatch(/<textarea[^>]*\bname=/);
    expect(html).not.toContain('<form');
    expect(html).toMatch(/<button type="button"/);
    expect(html).toContain('data-state="static"');
    expect(html).toMatch(/role="status"[^>]*><strong[^>]*>Not enforceable<\/strong>/);
  });
});

describe('the checker-examples rule', () => {
  const project = (page: string) => {
    const root = makeProject({ 'content/enforceability-checker.yaml': readFileSync(fixtureFile, 'utf8'), 'content/pages/x.yaml': page });
    cpSync(path.join(projectRoot, 'schemas', 'defs'), path.join(root, 'schemas', 'defs'), { recursive: true });
    cpSync(path.join(projectRoot, 'schemas', 'enforceability-checker.schema.json'), path.join(root, 'schemas', 'enforceability-checker.schema.json'));
    return root;
  };

  it('finds rule previews and worked examples, not their labels', () => {
    const claims = claimsIn({
      preview: {
        rules: [
          { sentence: 'A', verdict: 'flagged' },
          { sentence: 'B', verdict: 'enforceable' },
        ],
      },
      examples: { labels: { before: 'Before', after: 'After', responsibleParty: 'Responsible Party' }, items: [{ before: 'C', after: 'D', responsibleParty: 'x' }] },
    });
    expect(claims.map((c) => [c.segments.join('.'), c.enforceable])).toEqual([
      ['preview.rules.0.sentence', false],
      ['preview.rules.1.sentence', true],
      ['examples.items.0.before', false],
      ['examples.items.0.after', true],
    ]);
  });

  it('reports, located, each published sentence whose verdict the checker does not give, and each listed phrase it does not know', () => {
    const root = project(
      [
        'hero:',
        '  rules:',
        '    - sentence: When a breach occurs, the CISO must notify the regulator within 72 hours.',
        '      verdict: enforceable',
        '    - sentence: The CISO must notify the regulator within 72 hours.',
        '      verdict: enforceable',
        'rules:',
        '  vaguePhrases:',
        '    phrases: [As needed, Timely]',
        '  preferredTerms:',
        '    terms: [must, required]',
        '  items:',
        '    - before: Access should be reviewed when appropriate.',
        '      after: Access must be reviewed.',
        '      responsibleParty: The owner',
        '',
      ].join('\n'),
    );
    const problems = checkerExamples(loadContent(root));
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.field} ${p.rule}`)).toEqual([
      'content/pages/x.yaml:5:17 hero.rules[1].sentence checker-examples',
      'content/pages/x.yaml:14:14 rules.items[0].after checker-examples',
      'content/pages/x.yaml:9:26 rules.vaguePhrases.phrases[1] checker-examples',
    ]);
    expect(problems[0]!.message).toContain('reads this sentence as “Not enforceable: no condition”, but `verdict: enforceable` publishes it as enforceable');
    expect(problems[2]!.message).toContain('`Timely` as a vague phrase');
  });

  it('passes on the site’s own content: every published example gets the verdict its copy claims', { timeout: 30_000 }, () => {
    const content = loadContent(projectRoot);
    expect(checkerExamples(content)).toEqual([]);
    // The rule did look: the site publishes examples of both verdicts.
    const claims = [...content.valid.values()].flatMap((source) => claimsIn(source.data));
    expect(claims.some((c) => c.enforceable)).toBe(true);
    expect(claims.some((c) => !c.enforceable)).toBe(true);
  });
});
