/** The conversion machine of the page's card, shared by the form, the quote, the review and the outcome. */
import { createActorContext } from '@xstate/react';
import { conversionMachine } from './conversion-machine.ts';

export const Conversion = createActorContext(conversionMachine);
