import productViewsRecord from '#content/product-views';
import site from '#content/site';

/** The consent dialogs' copy (`content/site.yaml` → `consentBanner`): the titles name the banner and the preferences, the labels their buttons and switches. */
export const consentBanner = site.consentBanner;

/** The label every product picture carries (`content/product-views.yaml`). */
export const productViews = productViewsRecord;
