import { tokens } from '../theme/tokens';

/** A step of the spacing scale (`tokens.space`): 4 = 16px, 6 = 24px. */
export type Space = keyof typeof tokens.space;

/**
 * One static rule per step, chosen by `data-gap`: primitives sit in table rows, so no styles are
 * generated per instance.
 */
export const gapRules = (Object.keys(tokens.space) as unknown as Space[])
  .map((k) => `&[data-gap='${k}'] { gap: ${tokens.space[k]}; }`)
  .join('\n');
