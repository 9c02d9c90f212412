import productViewsRecord from '#content/product-views';
import navigation from '#content/navigation';
import site from '#content/site';

/** The consent dialogs' copy (`content/site.yaml` → `consentBanner`): the titles name the banner and the preferences, the labels their buttons and switches. */
export const consentBanner = site.consentBanner;

/** The label every product picture carries (`content/product-views.yaml`). */
export const productViews = productViewsRecord;

/** The site's interface labels (`content/site.yaml` → `ui`): the navigations' names, the skip link, the menu button. */
export const ui = site.ui;

/** The header's dropdown menus, in order (`content/navigation.yaml`: the entries with `children`). */
export const dropdowns = navigation.header.flatMap((entry) => (entry.children ? [{ name: entry.name, links: entry.children }] : []));
type Dropdown = (typeof dropdowns)[number];

/** The first two (Solutions and Resources in the specification), for the tests that move between two menus. */
export const [firstDropdown, secondDropdown] = dropdowns as [Dropdown, Dropdown, ...Dropdown[]];
