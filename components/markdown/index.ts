export { markdownOutline, renderMarkdown, type RenderMarkdownOptions } from './render.tsx';
export { createSlugger, slugify } from './slug.ts';
export { imageBytesSize, publicImageSize, type ImageSize } from '../../lib/images/imageSize.ts';
export { imageVariants, responsiveImage, type ImageVariants, type ResponsiveImage } from '../../lib/images/responsiveImage.ts';
export { isExternalHref } from './links.ts';
