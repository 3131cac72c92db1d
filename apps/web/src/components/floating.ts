// Mantine's floating components (floating-ui with them), in a module of their own so that the
// shell can load them after its first paint (components/deferred-tooltip.tsx, the user menu).
export { Tooltip } from '@mantine/core';
