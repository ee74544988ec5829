import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DemoRole } from './demo-types';

/** The two people of the demo; the role toggle decides which one is typing. */
export const DEMO_NAMES: Record<DemoRole, MessageDescriptor> = {
  kid: msg({
    message: 'Sam',
    comment: "The demo's grandchild, a short first name: keep it or use a familiar one",
  }),
  grandparent: msg({
    message: 'Grandma Rose',
    comment: "The demo's grandmother, as her grandchild calls her",
  }),
};
