import classes from './skip-link.module.css';

/** The id of a layout's main content, where the skip link leads. */
export const CONTEUDO_ID = 'conteudo';

export const SKIP_LINK_LABEL = 'Ir para o conteúdo';

/** The class of an element that code focuses (tabIndex -1): no focus ring around a region. */
export const FOCUS_TARGET_CLASS = classes.focusTarget;

/**
 * The first focusable element of a layout (WCAG 2.4.1): past the header and the menu to the
 * main content, which must carry `id={CONTEUDO_ID}` and `tabIndex={-1}`. Focus is moved by hand:
 * following the '#conteudo' would add a history entry that 'Voltar' then goes back to.
 */
export function SkipLink() {
  return (
    <a
      className={classes.skipLink}
      href={`#${CONTEUDO_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(CONTEUDO_ID)?.focus();
      }}
    >
      {SKIP_LINK_LABEL}
    </a>
  );
}
