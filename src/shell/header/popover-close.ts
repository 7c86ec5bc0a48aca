/** Lets a popover's content close it (focus back on its button), e.g. once a choice is made. */
import { createContext, useContext } from 'react';

const context = createContext<() => void>(() => {});

export const PopoverClose = context.Provider;
export const usePopoverClose = (): (() => void) => useContext(context);
