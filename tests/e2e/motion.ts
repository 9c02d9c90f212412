import type { Page } from '@playwright/test';

/**
 * Elements whose CSS would animate: running animations, animations longer than 1 ms, and any
 * transition (one of 0.01 ms still runs, and left colours of the other theme after a theme change).
 */
export const moving = (page: Page) =>
  page.evaluate(() => {
    const longest = (list: string) => Math.max(...list.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) : parseFloat(d) * 1000)));
    const out: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`;
      if (longest(style.transitionDuration) > 0 && style.transitionProperty !== 'none') out.push(`${name}: transition ${style.transitionDuration}`);
      if (style.animationName !== 'none' && longest(style.animationDuration) > 1) out.push(`${name}: animation ${style.animationName} ${style.animationDuration}`);
    }
    for (const a of document.getAnimations()) {
      const duration = Number(a.effect?.getComputedTiming().duration ?? 0);
      if (a.playState === 'running' && duration > 1) out.push(`running animation of ${duration} ms`);
    }
    return out;
  });
