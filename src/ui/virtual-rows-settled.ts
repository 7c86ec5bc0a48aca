/**
 * Whether a row of a VirtualTable may load its own data: the list has stopped scrolling and the
 * row has been painted (the rows of a screen get their turn a few at a time). A cell that loads
 * something of its own (a chart, a precision) waits for it, so only the rows left on screen ask
 * the server.
 */
import { createContext, useContext } from 'react';

export const RowsSettled = createContext(true);

export const useRowsSettled = (): boolean => useContext(RowsSettled);
