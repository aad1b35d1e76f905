import type { CSSProperties } from 'react';
import Flex from 'antd/es/flex';
import { hearthColors, PRIMARY_GREEN, spacing } from '@hearth/host';
import { Chip } from '@hearth/host/ui';

/** Today's day header in the week: tinted, with a green bar along its top edge. */
export const todayLook: CSSProperties = { background: hearthColors.tint, boxShadow: `inset 0 3px 0 ${PRIMARY_GREEN}` };

/** A day's name in the week's headers, and 'Today' beside it (on a line of its own when the column is narrow). */
export function DayName({ name, today }: { name: string; today: boolean }) {
  return (
    <Flex component="span" wrap align="center" style={{ columnGap: spacing(1), rowGap: spacing(0.5) }}>
      {name}
      {today && (
        <Chip color="green" style={{ fontWeight: 600 }}>
          Today
        </Chip>
      )}
    </Flex>
  );
}
