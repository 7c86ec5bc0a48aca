/** The shipped site-config with the flash exchange and earn switches set, for the sandbox's site-config knob. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const shipped = resolve(import.meta.dirname, '../../site-config/site.json');

export function withFlashAndEarn(on: boolean): unknown {
  const config = JSON.parse(readFileSync(shipped, 'utf8'));
  config.features.flashPair = on;
  config.features.financial = on;
  return config;
}
