import type { LoadedContent } from '../content/contentSet.ts';
import type { Problem } from '../core/problems.ts';
import { siteConfig } from './config.ts';
import { checkerExamples } from './checkerExamples.ts';
import { callsToAction } from './cta.ts';
import { images } from './images.ts';
import { references } from './references.ts';
import { internalProblem, type Check } from './support.ts';
import { uniqueness } from './unique.ts';
import { priceConsistency } from './prices.ts';
import { urlSafety } from './urlSafety.ts';
import { contentHosts } from './contentHosts.ts';
import { publicFiles } from './publicFiles.ts';
import { placeholders } from './placeholders.ts';
import { countPlaceholders, countsInCopy } from './counts.ts';
import { nameReferences } from './names.ts';
import { iconNamesCheck } from './icons.ts';
import { articleRules } from './articles.ts';
import { articleBodies } from './articleBody.ts';
import { bidiControls } from './bidi.ts';
import { imageSizes } from './imageSizes.ts';
import { imageWeight } from './imageWeight.ts';
import { brandPlaceholders } from './brandPlaceholders.ts';
import { shareImages } from './shareImages.ts';
import { gpuModelNamesInCopy } from './gpuModels.ts';

/**
 * A cross-check runs on the loaded content (`content.parsed`: every file that parsed;
 * `content.valid`: those that also passed their schema) and reports located problems.
 * Helpers for located problems and the site's routes are in `./support.ts`.
 */
export type { Check } from './support.ts';

/** Every cross-check beyond the schemas, in the order they run. Add a check with one line. */
export const checks: Check[] = [
  references, // link: internal links and fragments open what the site builds
  images, // image: image paths are files under public/
  callsToAction, // cta: kinds, and href exactly for kind `page`
  uniqueness, // unique: ids, slugs, routes, names in lists
  siteConfig, // config: the site config's values are usable
  priceConsistency, // price-consistency: every price cell follows its table's rules
  checkerExamples, // checker-examples: published example sentences get the verdict their copy claims
  urlSafety, // url-scheme: no javascript:, vbscript: or data: address in links, images or embeds
  contentHosts, // content-host: every image, video and embed host can be allowed by the CSP
  publicFiles, // symlink, public-file: no links under public/ or content/; public/ holds static files of allowed types only
  placeholders, // placeholder: each `placeholders` marker names a field of its record
  countsInCopy, // count-in-copy: a number written in the copy agrees with the list it counts
  countPlaceholders, // count-placeholder: `{count:list}` names a list the site counts
  nameReferences, // name-reference: names that pick a record elsewhere (GPU model, tier, industry slug) exist
  iconNamesCheck, // icon: icon names are icons the site renders
  articleRules, // featured, read-time, article-slug, markdown-html: the rules of articles
  articleBodies, // relative-link, remote-image, image-alt: what an article body links and shows
  bidiControls, // bidi: no invisible direction control character in any text or address
  imageSizes, // image-size: stated image sizes are the files' own
  imageWeight, // image-weight: no image file larger than a page needs (2,500 px, 1 MB)
  brandPlaceholders, // brand-placeholder: `{product}`, `{company}` … are spelt right; legal copy uses known ones
  shareImages, // share-image: the share images show the content's current text, or the command to draw them again is named
  gpuModelNamesInCopy, // gpu-model: a GPU model named in the copy is a row of the GPU price table
];

/**
 * Runs the checks; a check that fails with an internal error is reported as a problem of its
 * own (never a crash), so the other checks still run and the run still fails.
 */
export function runChecks(content: LoadedContent, list: readonly Check[] = checks): Problem[] {
  return list.flatMap((check) => {
    try {
      return check(content);
    } catch (error) {
      return [internalProblem(check.name || 'check', null, error)];
    }
  });
}
