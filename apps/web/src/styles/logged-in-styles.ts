/**
 * Mantine's styles for the components the public pages and the shell do not show
 * (mantine-logged-in.css) come with every logged-in page but the welcome page, and with what
 * the shell opens later (its dialogs, the notifications' bell): the welcome page's first paint
 * does not wait for 20 kB of styles it does not use. Whatever loads through `withLoggedInStyles`
 * renders only once they are in, so nothing is ever shown unstyled.
 */
export function loadLoggedInStyles(): Promise<unknown> {
  return import('./logged-in-page-styles');
}

/** `load`, answered once it and the logged-in styles have both arrived. */
export function withLoggedInStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLoggedInStyles()]).then(([loaded]) => loaded);
}
