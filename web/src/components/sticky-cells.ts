// Table cells that stay in view while a wide table scrolls sideways in its own box (the admin
// lists at 1280-1366 px beside the sidebar, and on a phone): the column that says whose row it is
// at the start, the row's action at the end. Opaque, so the cells scrolling under them do not
// show through; the inset shadow is the border that sticky cells lose under border-collapse.
import type { CSSProperties } from 'react';

export const stickyStartCell: CSSProperties = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  backgroundColor: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--table-border-color)',
};

export const stickyEndCell: CSSProperties = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  backgroundColor: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--table-border-color)',
};
