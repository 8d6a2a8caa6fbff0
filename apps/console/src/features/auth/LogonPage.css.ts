import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
});

export const panel = style({ width: '100%', maxWidth: '400px' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const link = style({ color: vars.color.primary, fontSize: vars.font.size.sm });
/** A button that looks like `link` (Back to sign in of the new-password step). */
export const linkButton = style([
  link,
  { background: 'none', border: 0, padding: 0, cursor: 'pointer', textDecoration: 'underline' },
]);

export const alert = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.error,
  border: `1px solid ${vars.color.error}`,
});

export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSurface,
  color: vars.color.info,
  border: `1px solid ${vars.color.info}`,
});

export const languages = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const langButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  font: 'inherit',
  textDecoration: 'underline',
  selectors: { '&[aria-pressed="true"]': { fontWeight: vars.font.weight.bold, textDecoration: 'none' } },
});

export const eulaText = style({
  maxHeight: '40vh',
  overflowY: 'auto',
  whiteSpace: 'pre-line',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

export const brand = style({
  margin: `0 0 ${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
});
