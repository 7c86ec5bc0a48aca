/**
 * Whether the rows of a VirtualTable have stopped scrolling past. A cell that loads something of
 * its own (a chart, a precision) waits for it, so only the rows left on screen ask the server.
 */
import { createContext, useContext } from 'react';

export const RowsSettled = createContext(true);

export const useRowsSettled = (): boolean => useContext(RowsSettled);
