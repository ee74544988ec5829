/**
 * Shared class names for the demo's buttons: 48 px tall targets, 18 px text and the brand colours,
 * so a grandparent's thumb and a child's finger both land where they mean to.
 */
const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-bubble px-5 text-lg font-semibold ' +
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-primary text-white hover:bg-primary-pressed active:bg-primary-pressed`;
export const secondaryButton = `${base} border-2 border-primary bg-surface text-primary hover:bg-cream`;
export const dangerButton = `${base} border-2 border-danger bg-surface text-danger hover:bg-red-50`;
export const quietButton = `${base} bg-transparent text-ink hover:bg-bubble`;
export const iconButton =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full text-2xl transition-colors duration-150 ' +
  'hover:bg-bubble disabled:opacity-60';
