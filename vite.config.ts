import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import type { UserConfig } from 'vite';

export default {
  plugins: [vike(), tailwindcss()],
  build: {
    // Small pages: keep CSS in one file per page and never inline assets into JS as base64.
    assetsInlineLimit: 0,
  },
} satisfies UserConfig;
