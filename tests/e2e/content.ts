import site from '#content/site';

/** The consent banner's copy (`content/site.yaml` → `consentBanner`): its title names the dialog, its labels the buttons. */
export const consentBanner = site.consentBanner;
