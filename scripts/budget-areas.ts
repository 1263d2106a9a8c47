// The catalogue files the home page reads, as its server render lists them (the i18n-areas
// element): the bundle budget counts these, and a browser test checks the list is still true.
export const HOME_CATALOGUE_FILES = ["shell", "home", "notices-idea", "people-gallery", "gigw"];
