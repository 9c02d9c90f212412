import { describe, expect, it } from 'vitest';
import { loadedUrls, sourcesAllow } from '../../../pipeline/headers/htmlSources.ts';
import { parseHtml } from '../../../pipeline/core/html.ts';

describe('loadedUrls', () => {
  it('finds images, media, frames and the video facade’s on-play sources, per directive', () => {
    const html = `<!doctype html><title>x</title>
      <img src="/a.png" srcset="https://img.example.org/a-2x.png 2x, /a-3x.png 3x">
      <picture><source srcset="https://img.example.org/b.webp"><img src="https://img.example.org/b.png"></picture>
      <video src="https://media.example.org/v.mp4" poster="https://img.example.org/p.png"><source src="https://media.example.org/v.webm"></video>
      <iframe src="https://player.example.org/embed/1"></iframe>
      <div data-video-facade data-video-src="https://media.example.org/w.mp4"></div>
      <div data-video-facade data-youtube-id="abcdefghijk"></div>
      <svg><image href="https://img.example.org/s.png"/></svg>
      <a href="https://elsewhere.example.org/">a link loads nothing</a>`;
    expect(loadedUrls(parseHtml(html)).map((u) => `${u.directive} ${u.url}`)).toEqual([
      'img-src /a.png',
      'img-src https://img.example.org/a-2x.png',
      'img-src /a-3x.png',
      'img-src https://img.example.org/b.webp',
      'img-src https://img.example.org/b.png',
      'media-src https://media.example.org/v.mp4',
      'img-src https://img.example.org/p.png',
      'media-src https://media.example.org/v.webm',
      'frame-src https://player.example.org/embed/1',
      'media-src https://media.example.org/w.mp4',
      'frame-src https://www.youtube-nocookie.com/embed/abcdefghijk',
      'img-src https://img.example.org/s.png',
    ]);
  });
});

describe('sourcesAllow', () => {
  const sources = ["'self'", 'https://media.example.org', 'https://*.cdn.example.net', 'https://port.example.org:8443'];
  it.each([
    ['https://media.example.org/v.mp4', true],
    ['http://media.example.org/v.mp4', false],
    ['https://evil-media.example.org/v.mp4', false],
    ['https://a.cdn.example.net/x.png', true],
    ['https://cdn.example.net/x.png', false],
    ['https://port.example.org:8443/x', true],
    ['https://port.example.org/x', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => expect(sourcesAllow(sources, url)).toBe(allowed));
});
