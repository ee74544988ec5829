import type { DemoRole } from './demo-types';

/** The two people of the demo; the role toggle decides which one is typing. */
export const DEMO_NAMES: Record<DemoRole, string> = {
  kid: 'Sam',
  grandparent: 'Grandma Rose',
};
