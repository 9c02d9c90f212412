export { markdownOutline, renderMarkdown, type RenderMarkdownOptions } from './render.tsx';
export { createSlugger, slugify } from './slug.ts';
export { imageBytesSize, publicImageSize, type ImageSize } from './imageSize.ts';
export { imageVariants, responsiveImage, type ImageVariants, type ResponsiveImage } from './responsiveImage.ts';
export { isExternalHref } from './links.ts';
