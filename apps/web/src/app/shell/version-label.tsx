import { Text } from '@mantine/core';
import { VERSION_LABEL } from '../../lib/env';

/**
 * The version from the build (spec §2.5, §9), in every header and at every width: smaller and
 * dimmed on a phone, so it never competes with the page.
 */
export function VersionLabel() {
  return (
    <Text
      fz={{ base: 10, sm: 'xs' }}
      c="dimmed"
      lh={1}
      style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      data-testid="version-label"
    >
      {VERSION_LABEL}
    </Text>
  );
}
