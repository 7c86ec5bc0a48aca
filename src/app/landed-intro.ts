/**
 * The intro start-up painted into the loading screen (landing.ts), if it painted one: the app's
 * first render of that page draws the same.
 */
import type { LandedIntro } from './landing.ts';

let landed: LandedIntro | null = null;

export const landedIntro = (): LandedIntro | null => landed;

export function landOn(intro: LandedIntro): void {
  landed = intro;
}
