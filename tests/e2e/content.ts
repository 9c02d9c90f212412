import site from '#content/site';

/** The consent dialogs' copy (`content/site.yaml` → `consentBanner`): the titles name the banner and the preferences, the labels their buttons and switches. */
export const consentBanner = site.consentBanner;
