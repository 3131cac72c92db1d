import { Group, Text, type MantineBreakpoint } from '@mantine/core';

export interface BrandMarkProps {
  /** The product name shown next to the mark. */
  label?: string;
  /** White text for dark backgrounds. */
  inverted?: boolean;
  size?: number;
  /** Hides the name below this breakpoint (narrow headers keep the mark only). */
  labelVisibleFrom?: MantineBreakpoint;
}

/** The product name the mark shows by default. */
export const BRAND_LABEL = 'vbConnection';

/** What the shell's home link made of the mark adds for screen readers: where it leads. */
export const HOME_LINK_SUFFIX = 'página inicial';

/** The portal's mark, drawn inline: the CSP allows no external images or fonts. */
export function BrandMark({
  label = BRAND_LABEL,
  inverted = false,
  size = 32,
  labelVisibleFrom,
}: BrandMarkProps) {
  return (
    <Group gap={10} wrap="nowrap" style={{ flexShrink: 0 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect
          width="32"
          height="32"
          rx="8"
          fill={inverted ? '#ffffff' : 'var(--mantine-color-brand-7)'}
        />
        <text
          x="16"
          y="21.5"
          textAnchor="middle"
          fontSize="15"
          fontWeight="800"
          fontFamily="inherit"
          fill={inverted ? 'var(--mantine-color-brand-8)' : '#ffffff'}
        >
          vb
        </text>
      </svg>
      <Text
        fw={800}
        fz={size * 0.6}
        c={inverted ? 'white' : 'brand.9'}
        lh={1}
        visibleFrom={labelVisibleFrom}
        style={{ letterSpacing: -0.3 }}
      >
        {label}
      </Text>
    </Group>
  );
}
