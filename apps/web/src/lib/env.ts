/** The build's version (root package.json), compared with the server's frontVersion at login. */
export const APP_VERSION: string = __APP_VERSION__;

/** The header's version label (spec §9: it comes from the build configuration). */
export const VERSION_LABEL = `v${APP_VERSION}`;

/**
 * Production mode is an explicit build-time choice (`VITE_AMBIENTE=producao`), not Vite's
 * PROD flag: the demo build served by `npm start` is a production bundle that must still show
 * the items spec §2.4 hides only in the real production environment.
 */
export const IS_PRODUCTION: boolean = import.meta.env.VITE_AMBIENTE === 'producao';
