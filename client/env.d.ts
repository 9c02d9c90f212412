// The build-time variables the client reads (vite.config.ts sets `envPrefix: 'PUBLIC_'`).
// https://vite.dev/guide/env-and-mode#intellisense-for-typescript
interface ImportMetaEnv {
  readonly PUBLIC_GTAG_ID?: string;
  readonly PUBLIC_GOOGLE_ADS_ID?: string;
  readonly PUBLIC_GOOGLE_ADS_CONTACT_LABEL?: string;
  readonly PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL?: string;
  readonly PUBLIC_META_PIXEL_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
