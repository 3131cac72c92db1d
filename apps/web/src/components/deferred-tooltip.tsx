import type { ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';
import { afterPaintModule } from '../lib/after-paint-module';

const floating = afterPaintModule(() => import('./floating'));

/**
 * Mantine's Tooltip for what a page shows before its first paint (the shell's header): the
 * element shows at once and gets its tooltip once the tooltip's code (floating-ui) has arrived,
 * after the paint (afterPaintModule, which keeps the focus across that swap).
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement }) {
  const module = floating.useModule();
  return module ? <module.Tooltip {...props}>{children}</module.Tooltip> : children;
}
